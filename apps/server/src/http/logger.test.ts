import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger, requestLogger } from './logger.js';

const appLogging = (level: 'info' | 'error') => {
  const lines: string[] = [];
  const app = new Hono();
  app.use('*', requestLogger(createLogger(level, (_at, line) => lines.push(line))));
  app.get('/recipes/:id', (c) => c.text('ok'));
  return { app, lines };
};

describe('logging', () => {
  it('says which levels it writes', () => {
    const warn = createLogger('warn', () => undefined);
    expect([warn.writes('error'), warn.writes('warn'), warn.writes('info')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(createLogger('silent', () => undefined).writes('error')).toBe(false);
  });

  it('writes a line per request at info, without the query string', async () => {
    const { app, lines } = appLogging('info');
    expect((await app.request('/recipes/7?q=secret')).status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'info',
      message: 'request',
      method: 'GET',
      path: '/recipes/7',
      status: 200,
    });
    expect(lines[0]).not.toContain('secret');
  });

  it('lets requests through untouched and unlogged when info is off', async () => {
    const { app, lines } = appLogging('error');
    const response = await app.request('/recipes/7');
    expect(await response.text()).toBe('ok');
    expect(lines).toEqual([]);
  });
});
