/**
 * Values read once per key for the span of one piece of work (a push, a chunk, a reminder
 * slice), then handed out again. The read itself is kept, so callers that ask at once share it;
 * a read that fails is forgotten, so the next caller asks the database again.
 */
export type KeyedMemo<T> = {
  get: (key: string, read: () => Promise<T>) => Promise<T>;
  clear: () => void;
};

export function keyedMemo<T>(): KeyedMemo<T> {
  const known = new Map<string, Promise<T>>();
  return {
    get: (key, read) => {
      const kept = known.get(key);
      if (kept) return kept;
      const value = read();
      known.set(key, value);
      value.catch(() => {
        if (known.get(key) === value) known.delete(key);
      });
      return value;
    },
    clear: () => known.clear(),
  };
}
