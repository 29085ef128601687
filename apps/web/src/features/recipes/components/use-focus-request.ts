import { useRef } from 'react';

/**
 * Focus that must wait for an element to exist: an editor asks for it (e.g. "the new item's name
 * field") before a re-render, and the element's ref callback calls `takeFocus` with what it is; the
 * first element that matches takes focus and the request is spent.
 */
export function useFocusRequest<T extends object>() {
  const wanted = useRef<T | null>(null);
  const takeFocus = (target: T, el: HTMLElement | null) => {
    if (!el || !wanted.current || JSON.stringify(wanted.current) !== JSON.stringify(target)) return;
    wanted.current = null;
    el.focus();
  };
  const requestFocus = (target: T | null) => {
    wanted.current = target;
  };
  return { requestFocus, takeFocus };
}
