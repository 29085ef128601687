import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_S3_CREDENTIALS, startFakeS3, type FakeS3 } from '../../test/fakes/s3.js';
import { createS3Storage } from './s3-storage.js';

const credentials = FAKE_S3_CREDENTIALS;
const key = 'images/1767225600000-abcdefghij234567.png';
const thumbKey = 'images/1767225600000-abcdefghij234567-thumb.png';

describe('S3-compatible storage against a fake S3', () => {
  let s3: FakeS3;
  const storageFor = (overrides: Partial<Parameters<typeof createS3Storage>[0]> = {}) =>
    createS3Storage(
      {
        kind: 's3',
        endpoint: s3.endpoint,
        region: 'eu-west-1',
        bucket: 'recipes',
        publicUrl: undefined,
        ...credentials,
        ...overrides,
      },
      { timeoutMs: 500 },
    );

  beforeAll(async () => {
    s3 = await startFakeS3({ ...credentials, region: 'eu-west-1', buckets: ['recipes'] });
  });
  afterAll(() => s3.close());

  it('puts, gets and deletes objects in bucket recipes, folder images, signed with SigV4', async () => {
    const storage = storageFor();
    const body = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    await storage.put(key, body, 'image/png');
    expect(s3.objects.get(`recipes/${key}`)).toEqual({
      body: Buffer.from(body),
      contentType: 'image/png',
      cacheControl: 'public, max-age=3600',
    });
    expect(s3.requests.at(-1)).toMatchObject({ method: 'PUT', path: `/recipes/${key}` });
    expect(s3.requests.at(-1)?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAFAKEMISE7TESTKEY\/\d{8}\/eu-west-1\/s3\/aws4_request/,
    );
    const read = await storage.get(key);
    expect(read?.contentType).toBe('image/png');
    expect(Buffer.from(read!.body)).toEqual(Buffer.from(body));
    expect(await storage.get(thumbKey)).toBeNull();
    await storage.delete(key);
    expect(s3.objects.has(`recipes/${key}`)).toBe(false);
    await storage.delete(key);
  });

  it('serves through our own route unless a public URL is set', () => {
    expect(storageFor().publicUrl(key)).toBe(`/uploads/${key}`);
    expect(storageFor({ publicUrl: 'https://cdn.example.com' }).publicUrl(key)).toBe(
      `https://cdn.example.com/${key}`,
    );
  });

  it('says when the bucket does not exist', async () => {
    await expect(
      storageFor({ bucket: 'no-such-bucket' }).put(key, new Uint8Array([1]), 'image/png'),
    ).rejects.toMatchObject({ name: 'StorageError', reason: 'missing-bucket' });
  });

  it('says when the store refuses us (wrong secret, or a policy)', async () => {
    await expect(
      storageFor({ secretAccessKey: 'wrong' }).put(key, new Uint8Array([1]), 'image/png'),
    ).rejects.toMatchObject({ reason: 'forbidden' });
    s3.mode = 'deny';
    try {
      await expect(storageFor().put(key, new Uint8Array([1]), 'image/png')).rejects.toMatchObject({
        reason: 'forbidden',
      });
    } finally {
      s3.mode = 'ok';
    }
  });

  it('gives up on a store that does not answer', async () => {
    s3.mode = 'hang';
    try {
      await expect(storageFor().put(key, new Uint8Array([1]), 'image/png')).rejects.toMatchObject({
        reason: 'other',
        message: 'storage timed out',
      });
    } finally {
      s3.mode = 'ok';
    }
  });

  it('never touches a key it did not make', async () => {
    await expect(storageFor().get('../other-bucket/secret')).rejects.toThrow(/not a storage key/);
  });
});
