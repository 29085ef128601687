import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from here the week is seven columns and recipes can be dragged onto it. */
export const WIDE_QUERY = '(min-width: 1024px)';

const hasMatchMedia = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void) {
  if (!hasMatchMedia()) return () => undefined;
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => hasMatchMedia() && window.matchMedia(WIDE_QUERY).matches;

/** Whether the screen is wide enough for the seven-column week (and dragging onto it). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
