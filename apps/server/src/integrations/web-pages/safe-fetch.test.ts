import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageText, safeFetch, WebPageError, type SafeFetchOptions } from './safe-fetch.js';

/**
 * The fetch's limits, each with its own short budget (the API suite uses the real 10 s and 5 MB):
 * a page that never answers, one that stalls mid-body, a declared or a decompressed size over the
 * limit (a gzip bomb is small on the wire).
 */
let server: Server;
let host = '';
const bomb = gzipSync(Buffer.alloc(2 * 1024 * 1024, 0));

beforeAll(async () => {
  server = createServer((req, res) => {
    switch (req.url) {
      case '/silent':
        return; // never answers
      case '/stall':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html>');
        return; // and nothing more
      case '/declared':
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': '999999' });
        return res.end('<html></html>');
      case '/bomb':
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return res.end(bomb);
      case '/latin1':
        res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
        return res.end(Buffer.from([0x63, 0x72, 0xe8, 0x6d, 0x65])); // "crème"
      default:
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('ok');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const options = (): SafeFetchOptions => ({
  resolve: () => Promise.reject(new Error('no DNS here')),
  allowedHosts: new Set([host]),
  timeoutMs: 300,
  maxBytes: 64 * 1024,
  maxRedirects: 5,
});

const failure = async (path: string) => {
  const error: unknown = await safeFetch(`http://${host}${path}`, options()).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebPageError);
  return (error as WebPageError).kind;
};

describe('safeFetch limits', () => {
  it('gives up on a page that never answers, within the time given', async () => {
    const started = Date.now();
    expect(await failure('/silent')).toBe('unreachable');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives up on a body that stalls', async () => {
    expect(await failure('/stall')).toBe('unreachable');
  });

  it('refuses a declared length over the limit without reading it', async () => {
    expect(await failure('/declared')).toBe('too-large');
  });

  it('counts the decompressed bytes: a gzip bomb stops at the limit', async () => {
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await failure('/bomb')).toBe('too-large');
  });

  it('decodes the charset the page declares', async () => {
    const page = await safeFetch(`http://${host}/latin1`, options());
    expect(pageText(page)).toBe('crème');
  });

  it('refuses a loopback port that was not allowed, before connecting', async () => {
    const port = Number(host.split(':')[1]) + 1;
    const error: unknown = await safeFetch(`http://127.0.0.1:${port}/`, options()).catch(
      (e: unknown) => e,
    );
    expect((error as WebPageError).kind).toBe('private');
  });
});
