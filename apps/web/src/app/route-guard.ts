import { loginPathFor, safeRedirectPath } from '../lib/safe-redirect';

/**
 * Which visitors a route accepts (spec-1 §2):
 * - `none`  anyone;
 * - `login` a signed-in user;
 * - `admin` a signed-in user whose roles include `admin`;
 * - `guest` the login page: a signed-in visitor is sent on to its `redirect` query.
 */
export type RouteGuard = 'none' | 'login' | 'admin' | 'guest';

export interface SessionUser {
  /** An array of role names when the server sent one; anything else counts as no roles. */
  roles?: unknown;
}

/** What loading the user gave: a user, nobody, or a failure. */
export type SessionState =
  { status: 'signed-in'; user: SessionUser } | { status: 'signed-out' } | { status: 'error' };

export interface GuardRequest {
  guard: RouteGuard;
  session: SessionState;
  /** The wanted location: pathname, and search with its leading `?` (or ''). */
  pathname: string;
  search: string;
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string };

const allow: GuardDecision = { action: 'allow' };
const redirectTo = (to: string): GuardDecision => ({ action: 'redirect', to });

function hasAdminRole(user: SessionUser): boolean {
  return Array.isArray(user.roles) && user.roles.includes('admin');
}

/** The whole navigation-guard policy, free of I/O so it can be tested as a table. */
export function decideGuard({ guard, session, pathname, search }: GuardRequest): GuardDecision {
  switch (guard) {
    case 'none':
      return allow;
    case 'guest': {
      if (session.status !== 'signed-in') return allow;
      const wanted = new URLSearchParams(search).get('redirect');
      return redirectTo(safeRedirectPath(wanted));
    }
    case 'login':
    case 'admin': {
      if (session.status === 'error') return redirectTo('/login');
      if (session.status === 'signed-out') return redirectTo(loginPathFor(`${pathname}${search}`));
      if (guard === 'admin' && !hasAdminRole(session.user)) return redirectTo('/');
      return allow;
    }
  }
}
