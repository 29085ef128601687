import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { prefersReducedMotion } from '../lib/motion';
import { recentMap } from '../lib/recent-map';
import { recordLocation } from '../lib/page-history';

function elementForHash(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  return document.getElementById(id);
}

/**
 * Where each history entry (by location key, with its address: 'default', the key of a tab's first
 * entry, is the same whatever address is typed into the tab) was scrolled to when last seen. Kept
 * across a reload of the tab, like the browser's own history (written when the page is hidden).
 */
type Position = { url: string; y: number };
const positions = recentMap<Position>({
  storageKey: 'mise.scroll-positions',
  max: 50,
  parse: ([key, url, y]) =>
    typeof key === 'string' && typeof url === 'string' && typeof y === 'number'
      ? [key, { url, y }]
      : null,
  store: (key, { url, y }) => [key, url, y],
});

/**
 * How long a page coming back may take to grow tall enough for its old position. Generous: on a
 * slow phone (or a busy test machine) a list refetched on return took longer than 2 s, and the cook
 * was left at the top. Any scroll, tap or key of the cook's stops the wait at once.
 */
const RESTORE_WAIT_MS = 6_000;

/**
 * Scrolls back to `y` once the page is tall enough: a page's data may arrive after it renders (its
 * query cache may be stale or gone). Stops when the cook scrolls, taps or types meanwhile.
 */
/** While a position is being restored, the page's own scroll events are ours, not the cook's. */
let restoring = false;

function restoreScroll(y: number): () => void {
  let frame = 0;
  const started = performance.now();
  restoring = true;
  const stop = () => {
    restoring = false;
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
      window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo({ top: y, left: 0, behavior: 'instant' });
    if (Math.abs(window.scrollY - y) <= 1 || performance.now() - started > RESTORE_WAIT_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
    window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

/** How long a new page may take to show its heading (its code or data still loading). */
const HEADING_WAIT_MS = 3_000;

/**
 * Moves focus to the new page's main heading, so keyboard and screen-reader users start at the top
 * of what changed — unless the cook has put focus somewhere else since the navigation began.
 */
function focusHeading(): () => void {
  const main = document.getElementById('main');
  // Focus as the new page came in: often the link that was followed, or nothing (it has gone).
  const focusedBefore = document.activeElement;
  let observer: MutationObserver | undefined;
  const timer = setTimeout(() => observer?.disconnect(), HEADING_WAIT_MS);
  const tryFocus = () => {
    const active = document.activeElement;
    const untouched =
      !active || active === document.body || active === focusedBefore || !active.isConnected;
    if (!untouched) return true;
    const heading = main?.querySelector('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    (heading as HTMLElement).focus({ preventScroll: true });
    return true;
  };
  if (!tryFocus() && main) {
    observer = new MutationObserver(() => {
      if (tryFocus()) observer?.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
  }
  return () => {
    clearTimeout(timer);
    observer?.disconnect();
  };
}

/**
 * spec-1 §2: navigation scrolls smoothly to the top, or to the element named by the URL hash.
 * Smooth only when the person has not asked for reduced motion. Changing only the query string
 * (filters, tabs) keeps the scroll position and the focus (typing in a search box goes on). Going
 * back or forward returns to where that page was scrolled. A new page (not the first load) puts
 * focus on its h1.
 */
export function useScrollOnNavigate(): void {
  const location = useLocation();
  const type = useNavigationType();
  const { pathname, search, hash, key } = location;
  const previousPathname = useRef<string | null>(null);
  // The entry on screen. Set at commit, before the browser reports any scroll of the new page (the
  // old page's position must not be overwritten by the new page's, nor the other way round).
  const current = useRef({ key, url: '' });

  // The browser's own restoring runs before the page is back; ours waits for it.
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', positions.persist);
    return () => window.removeEventListener('pagehide', positions.persist);
  }, []);

  // Remember this entry's position as the cook scrolls (at navigation time the next page may
  // already be in the document, and the browser may have cut the position short).
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        // A page still growing back clamps the restore; that short position is not the cook's.
        if (restoring) return;
        positions.set(current.current.key, { url: current.current.url, y: window.scrollY });
      });
    };
    // And at the moment the cook follows a link (capture: before the router navigates), so the
    // position is exact even when the last scroll's frame has not run yet.
    const onClick = () => {
      if (!restoring)
        positions.set(current.current.key, { url: current.current.url, y: window.scrollY });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('click', onClick, { capture: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('click', onClick, { capture: true });
    };
  }, []);

  useLayoutEffect(() => {
    recordLocation(location, type);
    // The location object is new on every change of key; its key is what this effect follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useLayoutEffect(() => {
    current.current = { key, url: `${pathname}${search}` };
    const before = previousPathname.current;
    previousPathname.current = pathname;
    // Not on the first load (focus starts at the top of the document anyway).
    const newPage = before !== null && before !== pathname;
    const cleanups: Array<() => void> = [];

    const saved = positions.get(key);
    const target = elementForHash(hash);
    if (type === NavigationType.Pop && saved?.url === current.current.url) {
      // Back, Forward or a reload: where this entry was.
      cleanups.push(restoreScroll(saved.y));
    } else if (target) {
      target.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'start',
      });
    } else if (newPage) {
      // A fresh page load already starts at the top; a change of search alone stays put.
      window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
    if (newPage) cleanups.push(focusHeading());
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
    // Follows the history entry: a new key is a navigation (even to the same address).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
