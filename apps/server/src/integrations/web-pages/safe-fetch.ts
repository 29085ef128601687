import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { isPublicAddress } from './address-rules.js';

/**
 * Fetches a web page for a member without letting the member aim the server at itself or its
 * network (SSRF; Mealie #7831 is the cautionary tale). The rules, issue 16 §4:
 * - http and https only; credentials in the URL are never sent;
 * - the host is resolved once, every address it resolves to must be public (address-rules.ts), and
 *   the connection goes to the address that was checked — the socket's own lookup is replaced, so a
 *   DNS answer that changes between check and connect (rebinding) is never asked for;
 * - redirects are followed here, at most five, each new address checked the same way;
 * - ten seconds for the whole thing, and the body (after decompression) is cut at 5 MB.
 * An operator may allow named private hosts (`IMPORT_ALLOWED_HOSTS=host:port,…`), e.g. an intranet
 * recipe site; the tests allow their fake site that way.
 */

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** The system's resolver, every address (a name with one public and one private address is refused). */
export const systemResolver: Resolver = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

export type FetchFailure = 'scheme' | 'private' | 'unreachable' | 'too-large' | 'redirects';

export class WebPageError extends Error {
  constructor(
    readonly kind: FetchFailure,
    detail: string,
  ) {
    super(detail);
    this.name = 'WebPageError';
  }
}

export interface SafeFetchOptions {
  resolve: Resolver;
  /** Lower-case `host:port` entries that may be private (IMPORT_ALLOWED_HOSTS). */
  allowedHosts: ReadonlySet<string>;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export interface WebPage {
  /** Where the page was read from, after redirects. */
  url: string;
  contentType: string;
  /** The body, decompressed. */
  bytes: Buffer;
}

/** A page's body as text, in the charset its Content-Type names (UTF-8 otherwise). */
export function pageText(page: Pick<WebPage, 'bytes' | 'contentType'>): string {
  const charset = /charset=["']?([\w-]+)/i.exec(page.contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(page.bytes);
  } catch {
    // An unknown charset label: UTF-8 is what nearly every recipe page is.
    return new TextDecoder('utf-8').decode(page.bytes);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const defaultPort = (url: URL) => (url.protocol === 'https:' ? 443 : 80);
const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** The one address this URL may be fetched from, checked; throws WebPageError otherwise. */
async function checkedAddress(
  url: URL,
  options: SafeFetchOptions,
): Promise<{ address: string; family: 4 | 6 }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WebPageError('scheme', `scheme ${url.protocol}`);
  }
  const host = bareHost(url);
  const port = Number(url.port || defaultPort(url));
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await options.resolve(host);
    } catch {
      throw new WebPageError('unreachable', `no address for ${host}`);
    }
  }
  if (addresses.length === 0) throw new WebPageError('unreachable', `no address for ${host}`);
  const allowed = options.allowedHosts.has(`${host}:${port}`);
  if (!allowed && addresses.some((a) => !isPublicAddress(a.address))) {
    throw new WebPageError('private', `${host} resolves to a private address`);
  }
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

function requestOnce(
  url: URL,
  target: { address: string; family: 4 | 6 },
  signal: AbortSignal,
): Promise<IncomingMessage> {
  // The checked address, whatever the socket asks: no second DNS lookup (rebinding).
  const lookup = ((
    _host: string,
    opts: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    if (opts?.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  }) as unknown as LookupFunction;
  const host = bareHost(url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request({
      method: 'GET',
      hostname: host,
      port: Number(url.port || defaultPort(url)),
      path: `${url.pathname}${url.search}`,
      lookup,
      agent: false,
      signal,
      ...(isIP(host) ? {} : { servername: host }),
      headers: {
        'user-agent': 'Mise recipe import (schema.org Recipe reader)',
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
      },
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

/** The body, decompressed, counted as it streams and cut at maxBytes. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new WebPageError('too-large', `content-length ${declared}`);
  }
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  let stream: Readable = response;
  if (encoding === 'gzip' || encoding === 'x-gzip') stream = response.pipe(createGunzip());
  else if (encoding === 'deflate') stream = response.pipe(createInflate());
  else if (encoding === 'br') stream = response.pipe(createBrotliDecompress());
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        response.destroy();
        stream.destroy();
        throw new WebPageError('too-large', `over ${maxBytes} bytes`);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof WebPageError) throw error;
    throw new WebPageError('unreachable', `body: ${(error as Error).message}`);
  }
  return Buffer.concat(chunks);
}

export async function safeFetch(input: string, options: SafeFetchOptions): Promise<WebPage> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new WebPageError('scheme', 'not a URL');
  }
  for (let hop = 0; hop <= options.maxRedirects; hop += 1) {
    const target = await checkedAddress(url, options);
    let response: IncomingMessage;
    try {
      response = await requestOnce(url, target, signal);
    } catch (error) {
      throw new WebPageError('unreachable', (error as Error).message);
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.resume();
      try {
        url = new URL(location, url);
      } catch {
        throw new WebPageError('unreachable', `bad redirect ${location}`);
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new WebPageError('unreachable', `status ${status}`);
    }
    const bytes = await readBody(response, options.maxBytes);
    if (signal.aborted) throw new WebPageError('unreachable', 'timed out');
    return { url: url.href, contentType: String(response.headers['content-type'] ?? ''), bytes };
  }
  throw new WebPageError('redirects', `more than ${options.maxRedirects} redirects`);
}
