import { messages } from '@mise/core';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from './app-error.js';
import { sendError } from './error-handler.js';
import { requestHeader } from './node-bindings.js';

/**
 * Refuses a request body over `maxBytes` with 413, without reading it whole.
 *
 * A declared Content-Length is checked from the header alone (Node's own headers when served by
 * Node). The body stream is not touched: hono's own bodyLimit asks for `c.req.raw.body` just to see
 * whether there is one, and that starts a web stream over Node's request which pauses it. An early
 * answer (a guest's 401, a 404) then left the rest of the body unread on a keep-alive socket, and
 * the server cut the connection under the client's next request. Untouched, the node server reads
 * and discards what is left once the answer is sent (autoCleanupIncoming, main.ts).
 *
 * Only a body of unknown length (chunked) is counted as it streams in, by hono's bodyLimit.
 *
 * A refused body is not read: the answer says `Connection: close`, so Node closes the connection
 * once it is sent instead of reading the rest as the start of the next request.
 */
export function apiBodyLimit(maxBytes: number): MiddlewareHandler {
  const refuse: Parameters<typeof bodyLimit>[0]['onError'] = (c) => {
    c.header('Connection', 'close');
    return sendError(c, new AppError('PAYLOAD_TOO_LARGE', messages.bodyTooLarge));
  };
  const countWhileStreaming = bodyLimit({ maxSize: maxBytes, onError: refuse });
  return async (c, next) => {
    const declared = requestHeader(c, 'content-length');
    if (declared !== undefined && requestHeader(c, 'transfer-encoding') === undefined) {
      if (Number(declared) > maxBytes) return refuse(c);
      await next();
      return;
    }
    return countWhileStreaming(c, next);
  };
}
