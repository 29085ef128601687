import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's address: the socket's, or — only behind a trusted proxy — the last entry of
 * X-Forwarded-For, the one that proxy added. Trusting that header without a proxy would let anyone pick their own IP.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // Proxies append the address they saw to the end; anything to its left came from the client.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // no socket: requests made in-process by tests
  }
}
