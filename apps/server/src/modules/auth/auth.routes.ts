import { createRoute } from '@hono/zod-openapi';
import { AuthProvidersSchema, SignInInputSchema, SignUpInputSchema, messages } from '@mise/core';
import type { Context } from 'hono';
import { AppError } from '../../http/app-error.js';
import { clientIp } from '../../http/client-ip.js';
import { validationError } from '../../http/error-handler.js';
import { createRouter } from '../../http/openapi.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { Auth } from './auth.instance.js';
import { reshapeAuthResponse, withoutSessionToken } from './auth.errors.js';
import type { SignInLimitService } from './sign-in-limit.service.js';

export interface AuthRoutesDeps {
  auth: Auth;
  profiles: ProfilesService;
  signInLimit: SignInLimitService;
  oidc: { enabled: boolean; display_name: string };
  trustProxy: boolean;
}

const providersRoute = createRoute({
  method: 'get',
  path: '/api/auth-providers',
  tags: ['Auth'],
  summary: 'Which sign-in options the login page should offer',
  responses: {
    200: {
      description: 'Options',
      content: { 'application/json': { schema: AuthProvidersSchema } },
    },
  },
});

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The request body must be JSON');
  }
}

/** The same request, with a body we validated and normalised (e.g. a lower-cased e-mail). */
function withJsonBody(original: Request, body: unknown): Request {
  const headers = new Headers(original.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(original.url, {
    method: original.method,
    headers,
    body: JSON.stringify(body),
  });
}

/**
 * better-auth serves /api/auth/*. Sign-up and sign-in pass through here first: our contract
 * validates them (with the spec's messages), sign-up records the username (or the defaults) on the
 * profile, and sign-in is limited by the failures stored in the database.
 */
export function authRoutes(deps: AuthRoutesDeps) {
  const { auth, profiles, signInLimit } = deps;
  const router = createRouter();

  router.openapi(providersRoute, (c) => c.json({ oidc: deps.oidc }, 200));

  router.post('/api/auth/sign-up/email', async (c) => {
    const parsed = SignUpInputSchema.safeParse(await readJson(c));
    if (!parsed.success) throw validationError(parsed.error);
    const { email, password, username } = parsed.data;
    if (username && (await profiles.isUsernameTaken(username))) {
      throw new AppError('CONFLICT', messages.usernameTaken, { username: messages.usernameTaken });
    }
    // better-auth requires a name; without a username it stays empty (the profile holds the names).
    const response = await auth.handler(
      withJsonBody(c.req.raw, { email, password, name: username ?? '' }),
    );
    if (response.ok) {
      const created = (await response.clone().json()) as { user?: { id?: string } };
      // No username given: the profile gets the spec's defaults from the new id (ensureProfile).
      if (created.user?.id)
        await profiles.ensureProfile(
          created.user.id,
          username ? { username, display_name: username } : undefined,
        );
    }
    return reshapeAuthResponse(await withoutSessionToken(response));
  });

  router.post('/api/auth/sign-in/email', async (c) => {
    const parsed = SignInInputSchema.safeParse(await readJson(c));
    if (!parsed.success) throw validationError(parsed.error);
    const { email, password } = parsed.data;
    const ip = clientIp(c, deps.trustProxy);
    let attempt;
    try {
      attempt = await signInLimit.begin(email, ip);
    } catch (error) {
      c.header('Retry-After', String(signInLimit.retryAfterSeconds));
      throw error;
    }
    let response: Response;
    try {
      response = await auth.handler(withJsonBody(c.req.raw, { email, password }));
    } catch (error) {
      await signInLimit.settle(attempt, 'neither');
      throw error;
    }
    await signInLimit.settle(
      attempt,
      response.status === 401 ? 'failed' : response.ok ? 'succeeded' : 'neither',
    );
    return reshapeAuthResponse(await withoutSessionToken(response));
  });

  router.on(['GET', 'POST'], '/api/auth/*', async (c) =>
    reshapeAuthResponse(await auth.handler(c.req.raw)),
  );

  return router;
}
