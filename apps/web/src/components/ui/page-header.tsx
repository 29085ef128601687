import type { ReactNode } from 'react';

export const appName = 'Mise';

/** `<title>` for a page ("Login · Mise"); React 19 hoists it into <head>. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{title === appName ? appName : `${title} · ${appName}`}</title>;
}

export interface PageHeaderProps {
  title: string;
  /** One sentence saying what the page is for. */
  description?: ReactNode;
  /** The `<title>` text when it differs from the h1. */
  documentTitle?: string;
  actions?: ReactNode;
}

/** The page's one h1, its lead sentence and its document title. */
export function PageHeader({ title, description, documentTitle, actions }: PageHeaderProps) {
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <DocumentTitle title={documentTitle ?? title} />
      <div className="min-w-0">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description ? (
          <p className="mt-2 max-w-prose text-base text-slate-700">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
