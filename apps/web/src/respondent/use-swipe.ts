import { useRef, type TouchEvent } from "react";

/** A horizontal swipe longer than this moves between questions (docs/product/respondent.md#flow). */
export const SWIPE_THRESHOLD_PX = 50;

/** Gestures that belong to what the finger started on: typing, the ranking handle, a sideways scroller. */
function startsOwnGesture(target: EventTarget | null, root: Element): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest("input, textarea, select, [data-drag-handle]")) return true;
  for (let el: Element | null = target; el && el !== root; el = el.parentElement) {
    if (el.scrollWidth > el.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(el).overflowX)) return true;
  }
  return false;
}

/**
 * Touch handlers for the swipe between questions: one finger, mostly sideways, further than
 * the threshold. Vertical scrolling, pinch zoom, fields and sideways scrollers keep their gestures.
 */
export function useSwipe({ onSwipeLeft, onSwipeRight }: { onSwipeLeft: () => void; onSwipeRight: () => void }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (e: TouchEvent) => {
      const touch = e.touches[0];
      // A second finger makes it a pinch: the gesture is no swipe any more.
      start.current =
        touch && e.touches.length === 1 && !startsOwnGesture(e.target, e.currentTarget)
          ? { x: touch.clientX, y: touch.clientY }
          : null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const from = start.current;
      const touch = e.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) onSwipeLeft();
      else onSwipeRight();
    },
    onTouchCancel: () => {
      start.current = null;
    },
  };
}
