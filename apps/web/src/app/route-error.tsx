import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { Button, buttonClasses } from '../components/ui/button';
import { DocumentTitle } from '../components/ui/page-header';
import { NotFoundContent } from './not-found-page';

function FriendlyError() {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <DocumentTitle title="Something went wrong" />
      <AlertTriangle aria-hidden="true" className="size-12 text-red-700" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        Something went wrong
      </h1>
      <p className="mt-3 text-slate-700">
        This page could not be shown. Reloading usually helps; if it keeps happening, try again in a
        few minutes.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Link to="/" className={buttonClasses('secondary')}>
          Home
        </Link>
      </div>
    </section>
  );
}

/** errorElement inside the layout: the navigation stays usable. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  if (import.meta.env.DEV) console.error(error);
  return <FriendlyError />;
}

/** errorElement for the layout itself, when even the frame failed. */
export function RootError() {
  return (
    <main id="main" className="min-h-dvh bg-slate-50 px-4">
      <RouteError />
    </main>
  );
}
