import { useCallback, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';

/** A horizontal swipe of at least this many pixels turns the page. */
const SWIPE_DISTANCE = 40;

/**
 * Paging through a book of `count` pages: the page shown, previous/next, the arrow keys
 * (and Home/End) while the book has focus, and a left or right swipe.
 */
export function useBookPaging(count: number) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const go = useCallback((to: number) => setIndex(Math.max(0, Math.min(count - 1, to))), [count]);
  const onKeyDown = (event: KeyboardEvent) => {
    const to = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      PageDown: index + 1,
      PageUp: index - 1,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return;
    go(dx < 0 ? index + 1 : index - 1);
  };
  return {
    index,
    previous: () => go(index - 1),
    next: () => go(index + 1),
    handlers: { onKeyDown, onTouchStart, onTouchEnd },
  };
}
