import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-800 hover:underline print:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
