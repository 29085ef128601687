import { ErrorBodySchema } from '@mise/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  connectionFailedMessage,
  parseErrorBody,
  REQUEST_TIMEOUT_MS,
} from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { ok: 1 }));
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: 1,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns the server error body into an ApiError with its message and fields', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(409, {
        error: {
          code: 'CONFLICT',
          message: 'Taken',
          fields: { username: 'This username is already taken' },
        },
      }),
    );
    const error = await apiRequest('/api/me/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'CONFLICT',
      status: 409,
      message: 'Taken',
      fields: { username: 'This username is already taken' },
    });
  });

  it('falls back to a message by status when the body is not ours', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('<html>oops</html>', { status: 500 }),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: 'INTERNAL', status: 500 });
  });

  it(`gives up with "Request timed out" after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const pending = apiRequest('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: 'TIMEOUT', message: 'Request timed out' });
  });

  it('reports a network failure with a connection message', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      code: 'NETWORK',
      message: connectionFailedMessage,
    });
  });

  it("passes the caller's own cancellation through untouched", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const pending = apiRequest('/api/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('parseErrorBody agrees with ErrorBodySchema', () => {
  it.each([
    { error: { code: 'NOT_FOUND', message: 'Not found' } },
    { error: { code: 'VALIDATION_FAILED', message: 'x', fields: { title: 'Required' } } },
    { error: { code: 'TEAPOT', message: 'x' } },
    { error: { code: 'INTERNAL' } },
    { error: { code: 'CONFLICT', message: 'x', fields: { a: 1 } } },
    { error: 'nope' },
    { message: 'plain' },
    null,
    [],
  ])('%j', (body) => {
    const schema = ErrorBodySchema.safeParse(body);
    expect(parseErrorBody(body)).toEqual(schema.success ? schema.data : null);
  });
});
