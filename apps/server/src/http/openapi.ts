import { OpenAPIHono } from '@hono/zod-openapi';
import { ErrorBodySchema } from '@mise/core';
import type { AppEnv } from './context.js';
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
