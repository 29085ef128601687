import { messages, type ErrorBody } from '@mise/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { AppError } from './app-error.js';
import type { Logger } from './logger.js';

export function errorBody(error: AppError): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
}

export function sendError(c: Context, error: AppError): Response {
  return c.json(errorBody(error), error.status as ContentfulStatusCode);
}

/** Zod issues → `{ field: message }`, first message per field (the one a form shows). */
export function fieldsFromZod(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: ZodError): AppError {
  return new AppError('VALIDATION_FAILED', messages.validationFailed, fieldsFromZod(error));
}

/**
 * The single place an exception becomes a response. Anything that is not an AppError is logged
 * with its stack on the server and answered with a plain 500: no stack, no SQL, no driver text.
 */
export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context): Response => {
    if (err instanceof AppError) return sendError(c, err);
    if (err instanceof HTTPException && err.status < 500) {
      const code =
        err.status === 401
          ? 'UNAUTHENTICATED'
          : err.status === 404
            ? 'NOT_FOUND'
            : err.status === 413
              ? 'PAYLOAD_TOO_LARGE'
              : 'VALIDATION_FAILED';
      const message =
        err.status === 413 ? messages.bodyTooLarge : err.message || messages.validationFailed;
      return c.json(errorBody(new AppError(code, message)), err.status);
    }
    logger.error('request failed', {
      method: c.req.method,
      path: c.req.path,
      error: err.message,
      stack: err.stack,
    });
    return sendError(c, new AppError('INTERNAL', messages.internal));
  };
}
