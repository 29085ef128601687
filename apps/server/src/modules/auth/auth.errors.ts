import { messages, type ErrorBody, type ErrorCode } from '@mise/core';

/**
 * better-auth answers errors as `{ code, message }`; the web and every other client expect our one
 * shape. This maps its codes onto ours (with the field a form should mark) and hides 5xx details.
 */
const knownCodes: Record<string, { code: ErrorCode; message: string; field?: string }> = {
  USER_ALREADY_EXISTS: { code: 'CONFLICT', message: messages.emailTaken, field: 'email' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    code: 'CONFLICT',
    message: messages.emailTaken,
    field: 'email',
  },
  INVALID_EMAIL_OR_PASSWORD: { code: 'UNAUTHENTICATED', message: messages.invalidCredentials },
  INVALID_EMAIL: { code: 'VALIDATION_FAILED', message: messages.emailInvalid, field: 'email' },
  PASSWORD_TOO_SHORT: {
    code: 'VALIDATION_FAILED',
    message: messages.passwordLength,
    field: 'password',
  },
  PASSWORD_TOO_LONG: {
    code: 'VALIDATION_FAILED',
    message: 'Password is too long',
    field: 'password',
  },
};

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL';
  return 'VALIDATION_FAILED';
}

export function toErrorBody(status: number, body: unknown): ErrorBody {
  const raw = (body && typeof body === 'object' ? body : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const known = typeof raw.code === 'string' ? knownCodes[raw.code] : undefined;
  if (known) {
    return {
      error: {
        code: known.code,
        message: known.message,
        ...(known.field ? { fields: { [known.field]: known.message } } : {}),
      },
    };
  }
  const code = codeForStatus(status);
  const message =
    code === 'INTERNAL'
      ? messages.internal
      : typeof raw.message === 'string' && raw.message
        ? raw.message
        : messages.validationFailed;
  return { error: { code, message } };
}

/** Re-answers a better-auth error response in our shape; success responses pass through untouched. */
export async function reshapeAuthResponse(response: Response): Promise<Response> {
  const isJson = response.headers.get('content-type')?.includes('application/json');
  if (response.status < 400 || !isJson) return response;
  const body = toErrorBody(response.status, await response.json().catch(() => ({})));
  const status = body.error.code === 'CONFLICT' ? 409 : response.status;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status, headers });
}

/**
 * better-auth also echoes the session token in the JSON body of a sign-in or sign-up; the cookie is
 * httpOnly precisely so page scripts never see it, so the body copy is dropped.
 */
export async function withoutSessionToken(response: Response): Promise<Response> {
  const isJson = response.headers.get('content-type')?.includes('application/json');
  if (!response.ok || !isJson) return response;
  const body = (await response.json()) as Record<string, unknown>;
  delete body.token;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
