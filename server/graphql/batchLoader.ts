// A per-request loader that gathers the keys asked for in one tick and fetches them
// with one query, so lists of messages do not read their authors one by one.
export interface BatchLoader<K, V> {
  load(key: K): Promise<V>;
  /** Seeds the cache with a value already at hand (e.g. from a pub/sub event). */
  prime(key: K, value: V): void;
}

export function createBatchLoader<K, V>(
  fetchMany: (keys: K[]) => Promise<Map<K, V>>,
  missing: V,
): BatchLoader<K, V> {
  const cache = new Map<K, Promise<V>>();
  let pending: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  const flush = async () => {
    const batch = pending;
    pending = [];
    try {
      const found = await fetchMany([...new Set(batch.map((item) => item.key))]);
      for (const item of batch)
        item.resolve(found.has(item.key) ? (found.get(item.key) as V) : missing);
    } catch (error) {
      for (const item of batch) {
        cache.delete(item.key);
        item.reject(error);
      }
    }
  };

  return {
    load(key) {
      const cached = cache.get(key);
      if (cached) return cached;
      const promise = new Promise<V>((resolve, reject) => {
        if (pending.length === 0) setImmediate(() => void flush());
        pending.push({ key, resolve, reject });
      });
      cache.set(key, promise);
      return promise;
    },
    prime(key, value) {
      if (!cache.has(key)) cache.set(key, Promise.resolve(value));
    },
  };
}
