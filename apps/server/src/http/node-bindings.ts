import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * The Node request and response behind a request when Node serves it; empty for in-process requests
 * (`app.request()` in tests). Reading a header from Node's plain object, or setting one on Node's
 * response, skips the `Headers` objects Hono's request and response would otherwise build — a few
 * tenths of a millisecond of CPU per request once three middlewares each built one.
 */
export function nodeBindings(c: Context): Partial<HttpBindings> {
  return (c.env as Partial<HttpBindings> | undefined) ?? {};
}

/** A request header (lower-case name), read without building a `Headers` object when served by Node. */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeBindings(c).incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
