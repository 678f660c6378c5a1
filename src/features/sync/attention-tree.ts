/**
 * Needs-attention items nested under the refused change they wait for, so staff fix the
 * cause first. Chains (C waits for B waits for A) all hang under A; an item whose cause is
 * no longer listed stands on its own. Order is kept as given.
 */
export type AttentionLike = { mutation: { id: string }; waitsFor?: string | null };

export type AttentionGroup<T> = { item: T; waiting: T[] };

export function nestAttention<T extends AttentionLike>(items: readonly T[]): AttentionGroup<T>[] {
  const byId = new Map(items.map((i) => [i.mutation.id, i]));

  function rootOf(item: T): T {
    let current = item;
    const seen = new Set<string>([current.mutation.id]);
    for (;;) {
      const parentId = current.waitsFor;
      const parent = parentId ? byId.get(parentId) : undefined;
      if (!parent) return current; // the cause is not listed: stand on its own
      if (seen.has(parent.mutation.id)) return item; // a loop (bad data): show it unnested
      seen.add(parent.mutation.id);
      current = parent;
    }
  }

  const groups = new Map<string, AttentionGroup<T>>();
  for (const item of items) {
    const root = rootOf(item);
    let group = groups.get(root.mutation.id);
    if (!group) {
      group = { item: root, waiting: [] };
      groups.set(root.mutation.id, group);
    }
    if (root !== item) group.waiting.push(item);
  }
  return [...groups.values()];
}
