import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways to count as a swipe, in CSS pixels. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * Left and right swipes on an element, by pointer events (touch and pen; a mouse drag selects text
 * instead). The element needs `touch-action: pan-y`: the browser then keeps vertical scrolling and
 * hands horizontal moves to us. A move more vertical than sideways is a scroll, not a swipe.
 */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_THRESHOLD_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) {
        onSwipe(dx < 0 ? 'left' : 'right');
      }
    },
    // The browser took the gesture (a vertical scroll): not ours.
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
