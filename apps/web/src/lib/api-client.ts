import { messages, type ErrorBody, type ErrorCode } from '@mise/core';
import { takeEarlyResponse } from './early-responses';

/** spec-1 §9: every request gives up after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;

export const connectionFailedMessage =
  'Could not reach the server. Check your connection and try again.';

export type ApiErrorCode = ErrorCode | 'TIMEOUT' | 'NETWORK';

/** Every failed call surfaces as one of these: the server's `{ error }` body, a timeout or a network failure. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    code: ApiErrorCode,
    message: string,
    status: number,
    fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A failure with no answer from the server (offline, a timeout: status 0) or a server fault (5xx):
 * worth trying again later, unlike an answer that refuses (4xx). Read from `status`, so an error that
 * only carries one counts too.
 */
export function isUnreachable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && (status === 0 || status >= 500);
}

/** The text to show a person for any error a call or a query may raise. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return messages.internal;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  /** A caller's signal (TanStack Query passes one) — aborting it cancels the request silently. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra request headers (e.g. `Idempotency-Key` on a replayable write). */
  headers?: Record<string, string>;
}

const fallbackByStatus: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'VALIDATION_FAILED', message: messages.validationFailed },
  401: { code: 'UNAUTHENTICATED', message: messages.signInRequired },
  403: { code: 'FORBIDDEN', message: messages.forbidden },
  404: { code: 'NOT_FOUND', message: messages.notFound },
  409: { code: 'CONFLICT', message: messages.validationFailed },
  429: { code: 'RATE_LIMITED', message: messages.tooManySignIns },
  502: { code: 'UPSTREAM_FAILED', message: messages.upstreamFailed },
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The closed set of codes; `Record<ErrorCode, true>` makes the compiler keep it in step with core. */
const knownCodes: Record<ErrorCode, true> = {
  UNAUTHENTICATED: true,
  FORBIDDEN: true,
  NOT_FOUND: true,
  VALIDATION_FAILED: true,
  PAYMENT_REQUIRED: true,
  UNPROCESSABLE: true,
  CONFLICT: true,
  PAYLOAD_TOO_LARGE: true,
  RATE_LIMITED: true,
  UPSTREAM_FAILED: true,
  UNAVAILABLE: true,
  INTERNAL: true,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `ErrorBodySchema` checked by hand: this module is in the entry bundle, and zod would add ~25 KB gz to
 * every page load (core's errors.ts builds its schemas at import time, so even `errorStatus` would
 * bring zod). `api-client.test.ts` holds this to the schema.
 */
export function parseErrorBody(body: unknown): ErrorBody | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, fields } = body.error;
  if (typeof code !== 'string' || !Object.hasOwn(knownCodes, code) || typeof message !== 'string')
    return null;
  if (fields !== undefined) {
    if (!isRecord(fields) || !Object.values(fields).every((v) => typeof v === 'string'))
      return null;
  }
  return {
    error: {
      code: code as ErrorCode,
      message,
      ...(fields ? { fields: fields as Record<string, string> } : {}),
    },
  };
}

function toApiError(status: number, body: unknown): ApiError {
  const parsed = parseErrorBody(body);
  if (parsed) {
    const { code, message, fields } = parsed.error;
    return new ApiError(code, message, status, fields ?? {});
  }
  const fallback = fallbackByStatus[status] ?? {
    code: 'INTERNAL' as const,
    message: messages.internal,
  };
  // Some upstream layers answer `{ message }` or `{ code, message }`; their words beat a generic one.
  const loose = body as { message?: unknown } | undefined;
  const message =
    typeof loose?.message === 'string' && loose.message.trim() ? loose.message : fallback.message;
  return new ApiError(fallback.code, message, status);
}

/**
 * An early response (see early-responses.ts), or undefined when it failed and a fresh request should
 * follow. It cannot be cancelled itself, so an abort (the caller's, or the timeout) stops the wait.
 */
async function awaitEarly(
  early: Promise<Response>,
  signal: AbortSignal,
): Promise<Response | undefined> {
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([early, aborted]);
  } catch (error) {
    if (signal.aborted) throw error;
    return undefined;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * Same-origin JSON request with the session cookie. Resolves with the parsed body (undefined for an
 * empty one); rejects with an ApiError, or with the caller's AbortError when the caller cancelled.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, timeoutMs = REQUEST_TIMEOUT_MS, headers: extra } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  try {
    let response: Response;
    try {
      const early = method === 'GET' && body === undefined ? takeEarlyResponse(path) : undefined;
      response =
        (early && (await awaitEarly(early, controller.signal))) ??
        (await fetch(path, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: 'same-origin',
          signal: controller.signal,
        }));
    } catch (error) {
      if (timedOut) throw new ApiError('TIMEOUT', messages.requestTimedOut, 0);
      if (signal?.aborted) throw error;
      throw new ApiError('NETWORK', connectionFailedMessage, 0);
    }
    let data: unknown;
    try {
      data = await readJson(response);
    } catch (error) {
      if (timedOut) throw new ApiError('TIMEOUT', messages.requestTimedOut, 0);
      if (signal?.aborted) throw error;
      throw new ApiError('NETWORK', connectionFailedMessage, 0);
    }
    if (!response.ok) throw toApiError(response.status, data);
    return data as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
