import { useMemo, useState } from 'react';

/**
 * The items of a list that arrived after its first view, on its newer side: those fade in
 * (`garden-arrive`), the first view's own items and older pages appear at once. A fade from
 * opacity 0 hides an element from Largest Contentful Paint, and a server-rendered list
 * fading in again as it hydrates reads as a flash.
 */
export function useArrivals(
  keys: readonly string[],
  newestAt: 'start' | 'end',
): ReadonlySet<string> {
  const newest = (list: readonly string[]) => (newestAt === 'end' ? list.at(-1) : list[0]);
  const [firstViewNewest] = useState(() => newest(keys) ?? null);
  return useMemo(() => {
    const oldestFirst = newestAt === 'end' ? keys : [...keys].reverse();
    if (firstViewNewest === null) return new Set(oldestFirst);
    const at = oldestFirst.indexOf(firstViewNewest);
    // The first view's newest item is gone (deleted): nothing tells arrivals apart any more.
    return new Set(at < 0 ? [] : oldestFirst.slice(at + 1));
  }, [keys, newestAt, firstViewNewest]);
}
