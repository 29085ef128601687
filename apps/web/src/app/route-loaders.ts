import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { messages } from '@mise/core';
import { toast } from '../components/ui/toast-store';
import { meQueryOptions } from '../lib/session';
import { decideGuard, type RouteGuard, type SessionState } from './route-guard';

async function loadSession(queryClient: QueryClient): Promise<SessionState> {
  try {
    // Known user → no request; a stale one is refreshed in the background.
    const me = await queryClient.ensureQueryData({ ...meQueryOptions(), revalidateIfStale: true });
    return me ? { status: 'signed-in', user: me } : { status: 'signed-out' };
  } catch {
    return { status: 'error' };
  }
}

/** A route loader that applies `guard` before the page's code and data load. */
export function guardLoader(queryClient: QueryClient, guard: Exclude<RouteGuard, 'none'>) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const session = await loadSession(queryClient);
    const decision = decideGuard({ guard, session, pathname: url.pathname, search: url.search });
    if (decision.action === 'redirect') {
      // spec-2 §2: the admin screen says why it was not shown.
      if (guard === 'admin') {
        toast.error(session.status === 'signed-in' ? messages.needAdmin : messages.mustBeLoggedIn);
      }
      throw redirect(decision.to);
    }
    return null;
  };
}
