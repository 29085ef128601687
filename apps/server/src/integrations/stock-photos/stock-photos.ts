import {
  imageMessages,
  messages,
  searchFailedMessage,
  STOCK_PAGE_SIZE,
  type StockPhoto,
} from '@mise/core';

/** spec-1 §9: outside calls give up after 10 s. */
export const STOCK_TIMEOUT_MS = 10_000;

/** A search the provider could not answer; `message` is already in the spec's words (spec-1 §8). */
export class StockPhotoError extends Error {
  override readonly name = 'StockPhotoError';
}

export interface StockPhotoSearch {
  search(query: string): Promise<StockPhoto[]>;
}

export interface PexelsOptions {
  apiKey: string;
  /** `https://api.pexels.com/v1` unless PEXELS_BASE_URL says otherwise. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The provider's words, with our key cut out should it ever echo it back. */
function providerText(value: unknown, apiKey: string): string {
  if (typeof value !== 'string') return '';
  return value.split(apiKey).join('[redacted]').replace(/\s+/g, ' ').trim().slice(0, 200);
}

function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Pexels-compatible photo search (spec-1 §7): GET `{base}/search?query=…&per_page=15` with the key
 * in the `Authorization` header; `photos[]` → `{ id, regular: src.large, thumb: src.tiny,
 * description: alt }`. Photos without usable URLs are skipped rather than shown broken.
 */
export function createPexelsClient(options: PexelsOptions): StockPhotoSearch {
  const { apiKey, baseUrl } = options;
  const timeoutMs = options.timeoutMs ?? STOCK_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  return {
    async search(query) {
      const url = new URL(`${baseUrl}/search`);
      url.searchParams.set('query', query);
      url.searchParams.set('per_page', String(STOCK_PAGE_SIZE));
      let body: unknown;
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { Authorization: apiKey, Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        try {
          body = text ? (JSON.parse(text) as unknown) : undefined;
        } catch {
          body = undefined;
        }
      } catch (error) {
        const name = (error as { name?: string } | null)?.name;
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new StockPhotoError(messages.requestTimedOut);
        throw new StockPhotoError(imageMessages.searchFailedGeneric);
      }

      const providerError = isRecord(body) ? providerText(body.error, apiKey) : '';
      if (!response.ok || providerError) {
        const message = providerError || providerText(response.statusText, apiKey);
        throw new StockPhotoError(
          message
            ? searchFailedMessage(response.status, message)
            : imageMessages.searchFailedGeneric,
        );
      }
      if (!isRecord(body) || !Array.isArray(body.photos))
        throw new StockPhotoError(imageMessages.searchFailedGeneric);

      const photos: StockPhoto[] = [];
      for (const item of body.photos as unknown[]) {
        if (!isRecord(item)) continue;
        const src = isRecord(item.src) ? item.src : {};
        const regular = httpsUrl(src.large);
        const thumb = httpsUrl(src.tiny);
        const id =
          typeof item.id === 'number' || typeof item.id === 'string' ? String(item.id) : '';
        if (!regular || !thumb || !id) continue;
        photos.push({
          id,
          regular,
          thumb,
          description: typeof item.alt === 'string' ? item.alt.trim().slice(0, 500) : '',
        });
      }
      return photos.slice(0, STOCK_PAGE_SIZE);
    },
  };
}
