import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from '../config.js';
import {
  assertStorageKey,
  contentTypeOfKey,
  IMAGE_CACHE_CONTROL,
  StorageError,
  UPLOADS_ROUTE_PREFIX,
  type Storage,
} from './storage.js';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** S3's error body: `<Error><Code>NoSuchBucket</Code><Message>…</Message></Error>`. */
function s3ErrorOf(xml: string): { code: string; message: string } {
  const pick = (tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1]?.trim() ?? '';
  return { code: pick('Code'), message: pick('Message') };
}

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Garage…), path-style
 * addressing: `{endpoint}/{bucket}/images/<name>`. Requests are signed with SigV4 (aws4fetch) and
 * sent with `fetch`; each gives up after `timeoutMs`.
 */
export function createS3Storage(
  config: S3Config,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Storage {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: 0,
  });
  const objectUrl = (key: string) => {
    assertStorageKey(key);
    return `${config.endpoint}/${encodeURIComponent(config.bucket)}/${key}`;
  };
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, init: RequestInit = {}) => {
    const signed = await client.sign(objectUrl(key), { method, ...init });
    try {
      return await (options.fetch ?? fetch)(signed, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = (error as { name?: string } | null)?.name === 'TimeoutError';
      throw new StorageError('other', timedOut ? 'storage timed out' : 'storage unreachable', {
        cause: error,
      });
    }
  };
  const failure = async (response: Response): Promise<StorageError> => {
    const { code, message } = s3ErrorOf(await response.text().catch(() => ''));
    if (code === 'NoSuchBucket')
      return new StorageError('missing-bucket', `bucket ${config.bucket} does not exist`);
    if (response.status === 403 || code === 'AccessDenied')
      return new StorageError('forbidden', `storage refused by policy: ${code || response.status}`);
    return new StorageError(
      'other',
      `storage answered ${response.status} ${code || message}`.trim(),
    );
  };

  return {
    kind: 's3',

    async put(key, body, contentType) {
      const response = await send('PUT', key, {
        body,
        headers: {
          'Content-Type': contentType,
          'Cache-Control': IMAGE_CACHE_CONTROL,
          // Signed, so the store refuses a body that changed on the way.
          'X-Amz-Content-Sha256': createHash('sha256').update(body).digest('hex'),
        },
      });
      if (!response.ok) throw await failure(response);
      await response.body?.cancel();
    },

    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure(response);
      return {
        body: new Uint8Array(await response.arrayBuffer()),
        // Only our own types: whatever the bucket says, a stored image is served as what we wrote.
        contentType: contentTypeOfKey(key),
      };
    },

    async delete(key) {
      const response = await send('DELETE', key);
      // S3 answers 204 for a missing key too; a 404 from a stricter clone means the same.
      if (!response.ok && response.status !== 404) throw await failure(response);
      await response.body?.cancel();
    },

    publicUrl(key) {
      assertStorageKey(key);
      return config.publicUrl ? `${config.publicUrl}/${key}` : `${UPLOADS_ROUTE_PREFIX}/${key}`;
    },
  };
}
