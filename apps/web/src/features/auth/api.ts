import { messages, type AuthProviders, type SignInInput, type SignUpInput } from '@mise/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { leaveAppFor } from '../../lib/browser';
import { authProvidersOf } from './answers';

export function signInWithEmail(input: SignInInput): Promise<unknown> {
  return apiRequest('/api/auth/sign-in/email', { method: 'POST', body: input });
}

/** Creates the account and signs in; gives the new user's id (better-auth answers `{ user }`). */
export async function signUpWithEmail(input: SignUpInput): Promise<{ userId: string | null }> {
  // better-auth requires a `name`; ours is the username until the profile says otherwise (the
  // server fills it in when the username is left out).
  const created = await apiRequest<{ user?: { id?: unknown } } | undefined>(
    '/api/auth/sign-up/email',
    { method: 'POST', body: { ...input, name: input.username } },
  );
  const id = created?.user?.id;
  return { userId: typeof id === 'string' ? id : null };
}

export async function fetchAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return authProvidersOf(await apiRequest<unknown>('/api/auth-providers', { signal }));
}

export const authProvidersQueryKey = ['auth-providers'] as const;

export function useAuthProviders() {
  return useQuery({
    queryKey: authProvidersQueryKey,
    queryFn: ({ signal }) => fetchAuthProviders(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The place the provider sends the browser back to; it carries where the visitor wanted to go. */
export function socialCallbackPath(redirect: string): string {
  return `/auth/callback?redirect=${encodeURIComponent(redirect)}`;
}

/** Asks the server for the provider's sign-in address and leaves for it. */
export async function startSocialSignIn(redirect: string): Promise<void> {
  const callbackURL = socialCallbackPath(redirect);
  const result = await apiRequest<{ url?: unknown }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'oidc', callbackURL, errorCallbackURL: callbackURL },
  });
  if (typeof result?.url !== 'string' || !result.url) throw new Error(messages.internal);
  leaveAppFor(result.url);
}
