import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageOf } from '../../../lib/api-client';
import { loginPathFor, safeRedirectPath } from '../../../lib/safe-redirect';
import { isMeQueryKey, refetchMe } from '../../../lib/session';

const incompleteMessage = 'We could not complete your sign-in. Please try again.';

/** better-auth reports failures as `?error=some_code` (sometimes with a description). */
function describeProviderError(code: string, description: string | null): string {
  const detail = description?.trim() || code.replace(/[_-]+/g, ' ').trim();
  return `Sign-in with your provider did not complete${detail ? `: ${detail}` : ''}.`;
}

/** Where the social provider sends the browser back: confirm the session, then go where the visitor wanted. */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const providerError = params.get('error');
  const errorDescription = params.get('error_description');
  const redirect = safeRedirectPath(params.get('redirect'));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (providerError) return;
    let cancelled = false;
    queryClient.removeQueries({ predicate: (query) => !isMeQueryKey(query.queryKey) });
    refetchMe(queryClient).then(
      (me) => {
        if (cancelled) return;
        if (me) void navigate(redirect, { replace: true });
        else setFailure(incompleteMessage);
      },
      (error: unknown) => {
        if (!cancelled) setFailure(errorMessageOf(error));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [navigate, providerError, queryClient, redirect]);

  const message = providerError ? describeProviderError(providerError, errorDescription) : failure;

  if (!message) {
    return (
      <div className="flex flex-col items-center py-16 text-center">
        <DocumentTitle title="Signing in" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Signing you in…</h1>
        <div className="mt-6">
          <Spinner size="lg" label="Completing sign-in" />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <DocumentTitle title="Sign-in failed" />
      <AlertTriangle aria-hidden="true" className="size-10 text-red-700" />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900">Sign-in failed</h1>
      <p role="alert" className="mt-3 text-slate-700">
        {message}
      </p>
      <Link to={loginPathFor(redirect)} className={buttonClasses('primary', 'md', 'mt-6')}>
        Back to login
      </Link>
    </div>
  );
}
