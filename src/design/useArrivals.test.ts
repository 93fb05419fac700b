import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useArrivals } from './useArrivals';

describe('useArrivals', () => {
  it('counts only the items newer than the first view, the chat way (newest at the end)', () => {
    const { result, rerender } = renderHook(({ keys }) => useArrivals(keys, 'end'), {
      initialProps: { keys: ['m1', 'm2'] },
    });
    expect([...result.current]).toEqual([]);
    // An older page above and a new message below: only the new message arrived.
    act(() => rerender({ keys: ['m0', 'm1', 'm2', 'm3'] }));
    expect([...result.current]).toEqual(['m3']);
  });

  it('counts the items above the first view when the newest are at the start', () => {
    const { result, rerender } = renderHook(({ keys }) => useArrivals(keys, 'start'), {
      initialProps: { keys: ['p5', 'p4'] },
    });
    act(() => rerender({ keys: ['p7', 'p6', 'p5', 'p4', 'p3'] }));
    expect([...result.current].sort()).toEqual(['p6', 'p7']);
  });

  it('takes every item as arrived into a list first seen empty', () => {
    const { result, rerender } = renderHook(({ keys }) => useArrivals(keys, 'end'), {
      initialProps: { keys: [] as string[] },
    });
    act(() => rerender({ keys: ['m1'] }));
    expect([...result.current]).toEqual(['m1']);
  });

  it('stops telling arrivals once the first view’s newest item is gone', () => {
    const { result, rerender } = renderHook(({ keys }) => useArrivals(keys, 'end'), {
      initialProps: { keys: ['m1', 'm2'] },
    });
    act(() => rerender({ keys: ['m1', 'm3'] }));
    expect(result.current.size).toBe(0);
  });
});
