import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp, TEST_ORIGIN } from '../../test/test-app.js';
import { acceptsCompression } from './compression.js';
import { SECURITY_HEADERS } from './security-headers.js';

/**
 * The app as Node serves it, where the middlewares take their fast paths (Node's own request
 * headers and response, nodeBindings): the same headers, compression and body limit as in-process.
 */
const suite = setUpTestApp();
let server: ServerType;
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: suite.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { origin: TEST_ORIGIN, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('served by Node', () => {
  it('sends every security header, on API answers, errors and pages', async () => {
    for (const path of ['/api/health', '/api/nothing-here', '/api/recipes?limit=1']) {
      const answer = await send('GET', path);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(answer.headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
    }
  });

  it('lets a route’s own header win: the API docs page keeps its CSP', async () => {
    const docs = await send('GET', '/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(docs.headers['x-frame-options']).toBe('DENY');
  });

  it('gzips JSON for a client that accepts it, and only then', async () => {
    const plain = await send('GET', '/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await send('GET', '/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
    const refused = await send('GET', '/api/openapi.json', { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('still refuses an API body over 1 MB with the error shape', async () => {
    const answer = await send(
      'POST',
      '/api/recipes',
      { 'content-type': 'application/json' },
      JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) }),
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString())).toEqual({
      error: expect.objectContaining({
        code: 'VALIDATION_FAILED',
        message: 'Request body is too large',
      }),
    });
  });
});

describe('accepting compression', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br, deflate', true],
    ['GZIP', true],
    ['*', true],
    ['gzip;q=0, deflate;q=0', false],
    ['gzip;q=0.5', true],
    ['br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, accepted) => {
    expect(acceptsCompression(header)).toBe(accepted);
  });
});
