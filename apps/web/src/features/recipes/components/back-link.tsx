import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { lastUrlOf, previousUrl } from '../../../lib/page-history';

/**
 * A link back to `to` (a page's path): to the address the cook last saw of it, so "Back to recipes"
 * keeps their search and filters. When that is the page they just came from, it goes back in history
 * instead, which also brings back where they had scrolled to.
 */
export function BackLink({ to, children }: { to: string; children: string }) {
  const navigate = useNavigate();
  const target = lastUrlOf(to) ?? to;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!plainClick || previousUrl() !== target) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link
      to={target}
      onClick={onClick}
      className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-800 hover:underline print:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
