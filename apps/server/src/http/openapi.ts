import { OpenAPIHono } from '@hono/zod-openapi';
import { ErrorBodySchema } from '@mise/core';
import type { Context, TypedResponse } from 'hono';
import type { AppEnv } from './context.js';
import type { JsonText } from './json-text.js';
import { sendError, validationError } from './error-handler.js';

/** A router whose request validation failures answer in the one error shape, with field messages. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return sendError(c, validationError(result.error));
      return undefined;
    },
  });
}

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorBodySchema } },
});

export const jsonBody = <T>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/**
 * Sends JSON text as the typed JSON response of an OpenAPI route, without parsing it. The cast is
 * sound because `JsonText<T>` only ever holds the JSON of a `T` (json-text.ts).
 */
export function sendJsonText<T, S extends 200 | 201>(
  c: Context,
  body: JsonText<T>,
  status: S,
): TypedResponse<T, S, 'json'> {
  return c.body(body.json, status, {
    'content-type': 'application/json',
  }) as unknown as TypedResponse<T, S, 'json'>;
}
