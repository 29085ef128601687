import { useEffect, useEffectEvent, type RefObject } from 'react';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (el) => !el.hasAttribute('inert'),
  );
}

export interface FocusTrapOptions {
  active: boolean;
  containerRef: RefObject<HTMLElement | null>;
  /** Focused when the trap starts; defaults to the first focusable element, then the container. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** Where focus goes back to when the trap ends; defaults to whatever had focus when it started. */
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
  onEscape: () => void;
}

/**
 * Modal focus handling: focus moves in when `active` turns true, Tab and Shift+Tab cycle inside the
 * container, focus that escapes anyway (a click behind, a screen-reader jump) is pulled back, Escape
 * asks to close, the page behind does not scroll, and focus returns when the trap ends.
 */
export function useFocusTrap({
  active,
  containerRef,
  initialFocusRef,
  returnFocusRef,
  onEscape,
}: FocusTrapOptions): void {
  const requestEscape = useEffectEvent(() => onEscape());

  useEffect(() => {
    if (!active) return;
    const returnTo = returnFocusRef?.current ?? (document.activeElement as HTMLElement | null);
    const container = containerRef.current;
    if (container) {
      (initialFocusRef?.current ?? focusableIn(container)[0] ?? container).focus();
    }
    document.body.classList.add('overflow-hidden');

    const onKeyDown = (event: KeyboardEvent) => {
      const panel = containerRef.current;
      if (!panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        requestEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !panel.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !panel.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const panel = containerRef.current;
      if (panel && event.target instanceof Node && !panel.contains(event.target)) {
        (focusableIn(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.classList.remove('overflow-hidden');
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [active, containerRef, initialFocusRef, returnFocusRef]);
}
