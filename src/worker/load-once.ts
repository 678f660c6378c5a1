/**
 * `load` run once: calls share its promise. A failed load is forgotten, so the next call tries
 * again (a module fetch that failed once, as on a flaky start, must not fail its handler for good).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
