import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Pexels-compatible search API on a loopback port, speaking its wire format:
 * `GET /v1/search?query=&per_page=` with the key in `Authorization` → `{ page, per_page, photos:
 * [{ id, width, height, url, photographer, src: { original, large2x, large, medium, small, portrait,
 * landscape, tiny }, alt, … }], total_results, next_page }`; errors as `{ error }` with a status.
 */
/** The key the tests give the server; the build scan proves it never reaches the web bundle. */
export const FAKE_PEXELS_KEY = 'pexels-fake-key-4f1c9a7e2b6d8035c1e4a9f7b2d6e8c0';

export type FakePexelsMode =
  | 'ok'
  | 'unauthorized'
  | 'empty'
  | 'server-error'
  | 'hang'
  | 'malformed'
  | 'not-json'
  | 'error-field';

export interface FakePexels {
  /** What PEXELS_BASE_URL would be: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  mode: FakePexelsMode;
  requests: { url: URL; authorization: string | undefined }[];
  close(): Promise<void>;
}

const photo = (id: number, query: string) => ({
  id,
  width: 4000,
  height: 3000,
  url: `https://www.pexels.com/photo/${id}/`,
  photographer: 'Test Photographer',
  photographer_url: 'https://www.pexels.com/@test',
  photographer_id: 42,
  avg_color: '#A0704B',
  src: {
    original: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg`,
    large2x: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
    large: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&h=650&w=940`,
    medium: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&h=350`,
    small: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&h=130`,
    portrait: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
    landscape: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
    tiny: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
  },
  liked: false,
  alt: `${query} on a wooden table`,
});

export async function startFakePexels(options: { apiKey: string }): Promise<FakePexels> {
  const open = new Set<ServerResponse>();
  const json = (res: ServerResponse, status: number, body: unknown, statusText?: string) => {
    res.writeHead(status, statusText, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    fake.requests.push({ url, authorization: req.headers.authorization });
    if (req.method !== 'GET' || url.pathname !== '/v1/search')
      return json(res, 404, { error: 'Not Found' }, 'Not Found');
    if (req.headers.authorization !== options.apiKey || fake.mode === 'unauthorized')
      // Providers sometimes echo what they were sent; the client must never pass that on.
      return json(
        res,
        401,
        { error: `Invalid API key: ${req.headers.authorization ?? ''}` },
        'Unauthorized',
      );
    const query = url.searchParams.get('query') ?? '';
    const perPage = Number(url.searchParams.get('per_page') ?? 15);
    switch (fake.mode) {
      case 'hang':
        open.add(res);
        return;
      case 'server-error':
        res.writeHead(500, 'Internal Server Error', { 'content-type': 'text/html' });
        return res.end('<html><body>upstream exploded</body></html>');
      case 'not-json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"photos": [');
      case 'malformed':
        return json(res, 200, { page: 1, per_page: perPage, results: 'nope' });
      case 'error-field':
        return json(res, 200, { error: 'Rate limit exceeded' });
      case 'empty':
        return json(res, 200, { page: 1, per_page: perPage, photos: [], total_results: 0 });
      case 'ok': {
        const photos = Array.from({ length: perPage }, (_, i) => photo(1000 + i, query));
        return json(res, 200, {
          page: 1,
          per_page: perPage,
          photos,
          total_results: 8000,
          next_page: `https://api.pexels.com/v1/search/?page=2&per_page=${perPage}&query=${encodeURIComponent(query)}`,
        });
      }
    }
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakePexels = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    mode: 'ok',
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
