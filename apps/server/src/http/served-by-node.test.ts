import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
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
  /** The client's end of the connection: the same port means the same connection. */
  localPort: number | undefined;
}

function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | string[],
  agent?: Agent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { origin: TEST_ORIGIN, ...headers },
        ...(agent ? { agent } : {}),
      },
      (res) => {
        const localPort = res.socket.localPort;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks),
            localPort,
          }),
        );
      },
    );
    req.on('error', reject);
    // Several pieces: sent chunked, with no Content-Length.
    if (Array.isArray(body)) {
      for (const piece of body) req.write(piece);
      req.end();
    } else req.end(body);
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

  it('still refuses an API body over 1 MB with the error shape, as 413', async () => {
    const answer = await send(
      'POST',
      '/api/recipes',
      { 'content-type': 'application/json' },
      JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) }),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body.toString())).toEqual({
      error: expect.objectContaining({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Request body is too large',
      }),
    });
  });
});

/**
 * A request answered before its body is read (a guest's save, an unknown route, a body over the
 * limit) must not break the keep-alive connection it came on. One socket at a time (maxSockets 1).
 */
describe('a request answered before its body is read', () => {
  const json = { 'content-type': 'application/json' };
  const largeBody = JSON.stringify({ title: 'Soup', description: 'x'.repeat(300 * 1024) });
  const tooLarge = JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) });
  let agent: Agent;
  beforeAll(() => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterAll(() => agent.destroy());

  const healthy = async () => {
    const next = await send('GET', '/api/health', {}, undefined, agent);
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body.toString())).toMatchObject({ status: 'ok' });
    return next;
  };

  it.each([
    ['a guest saving a recipe', 'POST', '/api/recipes', 401],
    ['a guest editing a profile', 'PATCH', '/api/me/profile', 401],
    ['an unknown API route', 'POST', '/api/nothing-here', 404],
    ['a guest uploading an image (its own larger limit)', 'POST', '/api/images', 401],
  ])(
    '%s: the rest of the body is read and dropped, and the connection serves the next request',
    async (_, method, path, status) => {
      const early = await send(method, path, json, largeBody, agent);
      expect(early.status).toBe(status);
      expect(early.headers.connection).toBe('keep-alive');
      const next = await healthy();
      expect(next.localPort).toBe(early.localPort);
    },
  );

  it.each([
    ['with a declared length', tooLarge],
    ['sent chunked', Array.from({ length: 20 }, () => 'x'.repeat(64 * 1024))],
  ])(
    'a body over the limit %s: 413, the connection closes cleanly, the next request gets its answer',
    async (_, body) => {
      const refused = await send('POST', '/api/recipes', json, body, agent);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body.toString())).toEqual({
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
      });
      expect(refused.headers.connection).toBe('close');
      await healthy();
    },
  );
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
