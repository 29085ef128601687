import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { prefersReducedMotion } from '../lib/motion';

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
 * spec-1 §2: navigation scrolls smoothly to the top, or to the element named by the URL hash.
 * Smooth only when the person has not asked for reduced motion. Changing only the query string
 * (filters, tabs) keeps the scroll position.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const isFirst = useRef(true);

  useEffect(() => {
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    const target = elementForHash(hash);
    const first = isFirst.current;
    isFirst.current = false;
    if (target) {
      target.scrollIntoView({ behavior, block: 'start' });
      return;
    }
    // A fresh page load already starts at the top.
    if (first) return;
    window.scrollTo({ top: 0, left: 0, behavior });
  }, [pathname, hash]);
}
