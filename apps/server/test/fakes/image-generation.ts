import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Stability-compatible v1 API on a loopback port, speaking its wire format:
 * `POST /v1/generation/{engine}/text-to-image` with `Authorization: Bearer <key>` and a JSON body
 * `{ text_prompts: [{ text, weight }], cfg_scale, height, width, samples, steps }` →
 * `{ artifacts: [{ base64, seed, finishReason }] }`; errors as `{ id, name, message }`.
 */
/** The key the tests give the server; the build scan proves it never reaches the web bundle. */
export const FAKE_STABILITY_KEY = 'sk-fakestability7Qm2Xv9Lp4Rt8Wn3Kd6Hs1Jb5';

export type FakeStabilityMode =
  'ok' | 'unauthorized' | 'server-error' | 'hang' | 'no-artifacts' | 'not-json' | 'not-an-image';

export interface FakeStability {
  /** What STABILITY_BASE_URL would be. */
  baseUrl: string;
  mode: FakeStabilityMode;
  requests: {
    path: string;
    authorization: string | undefined;
    accept: string | undefined;
    body: unknown;
  }[];
  close(): Promise<void>;
}

export async function startFakeStability(options: {
  apiKey: string;
  /** The picture to return (PNG bytes). */
  png: Uint8Array;
}): Promise<FakeStability> {
  const open = new Set<ServerResponse>();
  const json = (res: ServerResponse, status: number, statusText: string, body: unknown) => {
    res.writeHead(status, statusText, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = undefined;
    }
    fake.requests.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      accept: req.headers.accept,
      body,
    });
    const match = /^\/v1\/generation\/([^/]+)\/text-to-image$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match)
      return json(res, 404, 'Not Found', { id: 'x', name: 'not_found', message: 'Not Found' });
    if (req.headers.authorization !== `Bearer ${options.apiKey}` || fake.mode === 'unauthorized')
      return json(res, 401, 'Unauthorized', {
        id: '9160aa70-222f-4a36-9eb7-475e2668362a',
        name: 'unauthorized',
        message: `Incorrect API key provided: ${req.headers.authorization ?? ''}`,
      });
    switch (fake.mode) {
      case 'hang':
        open.add(res);
        return;
      case 'server-error':
        return json(res, 500, 'Internal Server Error', {
          id: 'a',
          name: 'server_error',
          message: 'An unexpected server error occurred.',
        });
      case 'no-artifacts':
        return json(res, 200, 'OK', { result: 'success' });
      case 'not-json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"artifacts": [{"base64": "iVBOR');
      case 'not-an-image':
        return json(res, 200, 'OK', {
          artifacts: [
            {
              base64: Buffer.from('<svg onload="alert(1)"/>').toString('base64'),
              seed: 1,
              finishReason: 'SUCCESS',
            },
          ],
        });
      case 'ok':
        return json(res, 200, 'OK', {
          artifacts: [
            {
              base64: Buffer.from(options.png).toString('base64'),
              seed: 1234,
              finishReason: 'SUCCESS',
            },
          ],
        });
    }
  };
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeStability = {
    baseUrl: `http://127.0.0.1:${port}`,
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
