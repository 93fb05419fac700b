// The batch loader gathers the keys of one tick into one fetch, and caches per request.
import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batchLoader';

describe('createBatchLoader', () => {
  it('fetches the keys asked for in one tick with one call, and each key once', async () => {
    const calls: number[][] = [];
    const loader = createBatchLoader(async (keys: number[]) => {
      calls.push(keys);
      return new Map(keys.filter((key) => key !== 3).map((key) => [key, `user ${key}`]));
    }, null);
    const results = await Promise.all([1, 2, 1, 3].map((key) => loader.load(key)));
    expect(results).toEqual(['user 1', 'user 2', 'user 1', null]);
    expect(calls).toEqual([[1, 2, 3]]);
    expect(await loader.load(2)).toBe('user 2');
    expect(calls).toHaveLength(1);
  });

  it('serves primed values without fetching, and retries keys whose fetch failed', async () => {
    let fail = true;
    const loader = createBatchLoader(async (keys: string[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    }, '');
    loader.prime('primed', 'PRIMED');
    expect(await loader.load('primed')).toBe('PRIMED');
    await expect(loader.load('a')).rejects.toThrow('database down');
    fail = false;
    expect(await loader.load('a')).toBe('A');
  });
});
