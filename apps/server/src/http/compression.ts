import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { requestHeader } from './node-bindings.js';

/** Whether an Accept-Encoding header allows gzip or deflate (the encodings Hono's compress writes). */
export function acceptsCompression(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    return !refused && (coding === 'gzip' || coding === 'deflate' || coding === '*');
  });
}

const gzip = compress();

/**
 * gzip for text, JSON, scripts and styles over 1 KB; images are already compressed and left alone.
 * Hono's middleware inspects every finished response's headers (building a `Headers` object each
 * time), so it only runs for clients that accept a compressed answer.
 */
export const compressWhenAccepted: MiddlewareHandler = (c, next) =>
  acceptsCompression(requestHeader(c, 'accept-encoding')) ? gzip(c, next) : next();
