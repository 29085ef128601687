// oidc-provider v9 ships no type declarations; this is the small surface the journeys use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcAccount {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface OidcConfiguration {
    clients?: Array<Record<string, unknown>>;
    findAccount?: (
      ctx: unknown,
      sub: string,
    ) => OidcAccount | undefined | Promise<OidcAccount | undefined>;
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    features?: Record<string, unknown>;
    pkce?: { required?: (ctx: unknown, client: unknown) => boolean };
    clientBasedCORS?: (ctx: unknown, origin: string, client: unknown) => boolean;
    conformIdTokenClaims?: boolean;
    cookies?: Record<string, unknown>;
    ttl?: Record<string, unknown>;
    [key: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: OidcConfiguration);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
