import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcProviderOptions {
  /** 0 lets the OS pick a free port. */
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface RunningOidcProvider {
  issuer: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The account behind whatever the dev login form receives: an e-mail is used as-is, any other
 * login becomes `<login>@oidc.test`, so a journey decides which e-mail comes back.
 */
export function claimsForLogin(login: string): {
  sub: string;
  email: string;
  email_verified: true;
  name: string;
} {
  const trimmed = login.trim().toLowerCase();
  const email = trimmed.includes('@') ? trimmed : `${trimmed}@oidc.test`;
  const local = email.split('@')[0] ?? email;
  return { sub: trimmed, email, email_verified: true, name: `Test ${local}` };
}

/**
 * A real OpenID Provider (panva/oidc-provider) on loopback, with its development login and consent
 * pages, one confidential client, and the standard openid/email/profile scopes.
 */
export async function startOidcProvider(
  options: OidcProviderOptions,
): Promise<RunningOidcProvider> {
  // The issuer names the port, so listen first and attach the provider once the port is known.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'e2e',
    alg: 'RS256',
    use: 'sig',
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // better-auth sends the secret in the body by default; basic auth is accepted as well.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    // Put the claims in the ID token too, so the relying party works whether it reads the ID token
    // or calls userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true }, userinfo: { enabled: true } },
    // PKCE (S256) is accepted, not demanded: the client is confidential.
    pkce: { required: () => false },
    clientBasedCORS: (_ctx, origin) => origin === new URL(options.redirectUri).origin,
    findAccount(_ctx, sub) {
      const claims = claimsForLogin(sub);
      return { accountId: sub, claims: () => ({ ...claims, sub }) };
    },
  });

  // A failed journey is diagnosed from these lines (the relying party only sees "error=...").
  const logError = (label: string) => (_ctx: unknown, err: unknown) => {
    const description = (err as { error_description?: unknown } | undefined)?.error_description;
    const message = err instanceof Error ? err.message : JSON.stringify(err);
    const details = typeof description === 'string' ? ` (${description})` : '';
    process.stderr.write(`[oidc-provider] ${label}: ${message}${details}\n`);
  };
  for (const event of [
    'server_error',
    'authorization.error',
    'grant.error',
    'userinfo.error',
    'discovery.error',
  ]) {
    provider.on(event, logError(event));
  }

  server.on('request', provider.callback());

  return {
    issuer,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
