import type { MiddlewareHandler } from 'hono';
import { nodeBindings } from './node-bindings.js';

/**
 * Strict same-origin policy: scripts, styles, fonts and API calls only from this origin, no inline
 * scripts or styles, no framing. Images may also come from https URLs (recipes link remote photos)
 * and data: URLs (AI previews). The rest are the usual hardening headers.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker and the web app manifest (decision 0027).
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};
const headers = Object.entries(SECURITY_HEADERS);

/**
 * Every response gets them; a header a route sets itself wins (the API docs page has its own CSP).
 * Served by Node, they go onto Node's response before the route runs — Node merges the route's own
 * headers over them — so the finished response's `Headers` is never built just to add them.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  const outgoing = nodeBindings(c).outgoing;
  if (outgoing) for (const [name, value] of headers) outgoing.setHeader(name, value);
  await next();
  if (outgoing) return;
  for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
};
