import { z } from 'zod';

/** The closed set of error codes and the HTTP status each one maps to (architecture.md, Errors). */
export const errorStatus = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  /** A paid AI call with too few credits left (issue 15): nothing was called. */
  PAYMENT_REQUIRED: 402,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** Well-formed and allowed, but nothing to work with in it: a page with no recipe (issue 16 §4). */
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  /** A feature this server is not set up for: recipe ideas from AI without a provider (issue 16 §3). */
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const ErrorCodeSchema = z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]);

export const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
