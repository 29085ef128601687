import { Link } from 'react-router';
import { messages } from '@mise/core';
import { buttonClasses } from '../components/ui/button';
import { DocumentTitle } from '../components/ui/page-header';

/** Content for any unknown path (and for a 404 a loader throws). */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <DocumentTitle title={messages.pageNotFound} />
      <p className="text-6xl font-bold text-emerald-800" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        {messages.pageNotFound}
      </h1>
      <p className="mt-3 text-slate-700">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          Home
        </Link>
        <Link to="/recipes" className={buttonClasses('secondary')}>
          Browse Recipes
        </Link>
      </div>
    </section>
  );
}

export function NotFoundPage() {
  return <NotFoundContent />;
}
