import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionUser } from '../../http/context.js';
import type { Auth } from './auth.instance.js';
import type { SessionLookupRepository } from './session-lookup.repository.js';

/** A confirmed session: its member, and its expiry (it is never remembered past it). */
export interface Confirmed {
  user: SessionUser;
  expiresAt: Date;
}

/**
 * Confirms a request's session: the member it belongs to, or null (decision 0033).
 *
 * better-auth's `getSession` is the reference, and stays the path for anything out of the ordinary;
 * the common case — a signed session cookie whose session is stored, unexpired and not yet due for
 * its daily refresh — is confirmed here with the same checks at a fraction of the cost: the cookie's
 * HMAC checked with Node's synchronous crypto (not WebCrypto's key import and verify per call), ONE
 * statement for the session with its member (better-auth reads them one after the other), and none of
 * its endpoint machinery (context, cookie-cache signing whose Set-Cookie the middleware drops).
 *
 * The session is always read from the database, whatever signed cookie cache the browser also sends:
 * a session deleted anywhere (sign-out, revocation, account deletion) is refused by the next look-up.
 */
export function createSessionLookup(deps: {
  auth: Auth;
  repo: SessionLookupRepository;
  now?: () => number;
}) {
  const { auth, repo } = deps;
  const now = deps.now ?? Date.now;
  /**
   * The cookie's name (with `__Secure-` over HTTPS), the secret it is signed with and the session's
   * lifetimes, as better-auth has them.
   */
  let settings:
    | Promise<{ cookie: string; secret: string; expiresInMs: number; updateAgeMs: number }>
    | undefined;
  const settingsOf = () =>
    (settings ??= auth.$context.then((context) => ({
      cookie: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    })));

  /** better-auth's reading of the whole request, which also refreshes a session that is due. */
  async function throughBetterAuth(headers: () => Headers): Promise<Confirmed | null> {
    const found = await auth.api.getSession({ headers: headers() });
    if (!found) return null;
    return {
      user: { id: found.user.id, email: found.user.email },
      expiresAt: new Date(found.session.expiresAt),
    };
  }

  return {
    /**
     * The member of the request's session cookie (its Cookie header), or null. `headers`: the
     * request's headers, asked for only when better-auth reads the request itself.
     */
    async confirm(cookieHeader: string, headers: () => Headers): Promise<Confirmed | null> {
      const { cookie, secret, expiresInMs, updateAgeMs } = await settingsOf();
      const signed = cookieValue(cookieHeader, cookie);
      if (!signed) return null;
      const token = verifiedToken(signed, secret);
      if (!token) return null;
      const stored = await repo.findByToken(token);
      if (!stored) return null;
      const expiresAt = stored.expires_at.getTime();
      // Expired (better-auth deletes it) or due for its refresh (better-auth extends it): its own
      // path does it, exactly as it would have.
      if (expiresAt <= now() || expiresAt - expiresInMs + updateAgeMs <= now())
        return throughBetterAuth(headers);
      return { user: { id: stored.user_id, email: stored.email }, expiresAt: stored.expires_at };
    },
  };
}
export type SessionLookup = ReturnType<typeof createSessionLookup>;

/**
 * A cookie's value as better-call reads it: the first cookie of that name, trimmed, unquoted and
 * URI-decoded (left as sent when it does not decode).
 */
export function cookieValue(header: string, name: string): string | undefined {
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) return undefined;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      try {
        return value.includes('%') ? decodeURIComponent(value) : value;
      } catch {
        return value;
      }
    }
    index = end + 1;
  }
  return undefined;
}

/**
 * The token of a signed cookie value (`token.signature`, the signature the base64 HMAC-SHA256 of the
 * token under the auth secret, as better-auth signs it), or undefined when the signature is wrong.
 */
export function verifiedToken(signed: string, secret: string): string | undefined {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return undefined;
  const expected = createHmac('sha256', secret).update(token).digest();
  const sent = Buffer.from(signature, 'base64');
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? token : undefined;
}
