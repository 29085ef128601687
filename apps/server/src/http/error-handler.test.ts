import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { createErrorHandler, validationError } from './error-handler.js';
import { createLogger } from './logger.js';

function appThatThrows(error: Error) {
  const lines: string[] = [];
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('error', (_level, line) => lines.push(line))));
  app.get('/boom', () => {
    throw error;
  });
  return { app, lines };
}

describe('the error handler', () => {
  it('answers an unexpected error with a bare 500 and logs the detail on the server only', async () => {
    const leak = new Error('relation "secret_table" does not exist at SELECT * FROM secret_table');
    const { app, lines } = appThatThrows(leak);
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(text).not.toContain('secret_table');
    expect(text).not.toContain('at ');
    expect(lines.join('\n')).toContain('secret_table');
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', path: '/boom' });
  });

  it.each([
    [new AppError('FORBIDDEN', 'No.'), 403, { error: { code: 'FORBIDDEN', message: 'No.' } }],
    [
      new AppError('CONFLICT', 'Taken', { username: 'Taken' }),
      409,
      { error: { code: 'CONFLICT', message: 'Taken', fields: { username: 'Taken' } } },
    ],
    [
      new AppError('RATE_LIMITED', 'Slow down'),
      429,
      { error: { code: 'RATE_LIMITED', message: 'Slow down' } },
    ],
    [
      new AppError('UPSTREAM_FAILED', 'Provider down'),
      502,
      { error: { code: 'UPSTREAM_FAILED', message: 'Provider down' } },
    ],
  ])('answers %s with its status and shape', async (error, status, body) => {
    const response = await appThatThrows(error).app.request('/boom');
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
  });

  it('turns zod issues into field messages, first per field', () => {
    const result = z
      .object({ a: z.string().min(2, 'too short').email('bad'), b: z.number('a number') })
      .safeParse({ a: 'x', b: 'y' });
    expect(result.success).toBe(false);
    expect(validationError(result.error!).fields).toEqual({ a: 'too short', b: 'a number' });
  });
});
