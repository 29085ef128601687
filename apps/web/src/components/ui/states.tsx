import type { ReactNode } from 'react';
import { AlertTriangle, Inbox } from 'lucide-react';
import { Button } from './button';

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** What a list says when it has nothing in it. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
      <Inbox aria-hidden="true" className="mb-2 size-8 text-slate-500" />
      <p className="font-medium text-slate-900">{title}</p>
      {children ? <div className="mt-1 max-w-prose text-sm text-slate-700">{children}</div> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

export interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load: what went wrong and a way to try again. */
export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center"
    >
      <AlertTriangle aria-hidden="true" className="mb-2 size-8 text-red-700" />
      <p className="font-medium text-red-900">{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry} busy={retrying}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}

// Apart, so that a form page need not load the lists' states with it (they share a chunk with the
// recipe card, vite.config.ts).
export { FormAlert } from './form-alert';
