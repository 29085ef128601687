import { imageMessages } from '@mise/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_PEXELS_KEY,
  startFakePexels,
  type FakePexels,
} from '../../../test/fakes/stock-photos.js';
import { createPexelsClient, STOCK_TIMEOUT_MS } from './stock-photos.js';

const apiKey = FAKE_PEXELS_KEY;

describe('Pexels-compatible stock-photo client against a fake provider', () => {
  let pexels: FakePexels;
  const client = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
    createPexelsClient({ apiKey, baseUrl: pexels.baseUrl, timeoutMs: 300, ...overrides });

  beforeAll(async () => {
    pexels = await startFakePexels({ apiKey });
  });
  afterAll(() => pexels.close());

  const withMode = async <T>(mode: FakePexels['mode'], run: () => Promise<T>) => {
    pexels.mode = mode;
    try {
      return await run();
    } finally {
      pexels.mode = 'ok';
    }
  };

  it('waits 10 s by default (spec-1 §9)', () => {
    expect(STOCK_TIMEOUT_MS).toBe(10_000);
  });

  it('searches with the query, 15 per page and the key in Authorization, and maps the photos', async () => {
    const photos = await client().search('lemon tart');
    const sent = pexels.requests.at(-1)!;
    expect(sent.url.pathname).toBe('/v1/search');
    expect(sent.url.searchParams.get('query')).toBe('lemon tart');
    expect(sent.url.searchParams.get('per_page')).toBe('15');
    expect(sent.authorization).toBe(apiKey);
    expect(photos).toHaveLength(15);
    expect(photos[0]).toEqual({
      id: '1000',
      regular:
        'https://images.pexels.com/photos/1000/pexels-photo-1000.jpeg?auto=compress&cs=tinysrgb&h=650&w=940',
      thumb:
        'https://images.pexels.com/photos/1000/pexels-photo-1000.jpeg?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280',
      description: 'lemon tart on a wooden table',
    });
  });

  it('returns an empty list when nothing matches', async () => {
    expect(await withMode('empty', () => client().search('zzzz'))).toEqual([]);
  });

  it('reports a refused key with the status and the provider’s message, without the key', async () => {
    const error = await client({ apiKey: `${apiKey}-wrong` })
      .search('soup')
      .catch((e: Error) => e);
    expect(error).toMatchObject({
      name: 'StockPhotoError',
      message: 'Failed to search for images: 401 Invalid API key: [redacted]',
    });
    expect((error as Error).message).not.toContain(apiKey);
  });

  it('reports a server error with its status text', async () => {
    await expect(withMode('server-error', () => client().search('soup'))).rejects.toMatchObject({
      message: 'Failed to search for images: 500 Internal Server Error',
    });
  });

  it('reports an error field even on a 200', async () => {
    await expect(withMode('error-field', () => client().search('soup'))).rejects.toMatchObject({
      message: 'Failed to search for images: 200 Rate limit exceeded',
    });
  });

  it.each(['malformed', 'not-json'] as const)('reports a %s body plainly', async (mode) => {
    await expect(withMode(mode, () => client().search('soup'))).rejects.toMatchObject({
      message: imageMessages.searchFailedGeneric,
    });
  });

  it('gives up with "Request timed out"', async () => {
    const started = performance.now();
    await expect(withMode('hang', () => client().search('soup'))).rejects.toMatchObject({
      message: 'Request timed out',
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reports an unreachable provider plainly', async () => {
    await expect(
      createPexelsClient({ apiKey, baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 1000 }).search('x'),
    ).rejects.toMatchObject({ message: imageMessages.searchFailedGeneric });
  });
});
