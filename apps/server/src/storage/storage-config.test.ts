import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'mise-config-'));
const base = { DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(40) };

describe('storage and image provider settings', () => {
  it('default to local disk under DATA_DIR/uploads and no outside services', () => {
    const config = loadConfig(base);
    expect(config.storage).toEqual({ kind: 'local', dir: path.join(dataDir, 'uploads') });
    expect(config.stockPhotos).toBeUndefined();
    expect(config.imageGeneration).toBeUndefined();
  });

  it('choose S3-compatible storage, bucket recipes by default', () => {
    const config = loadConfig({
      ...base,
      STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.example.com/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.com/recipes/',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'https://s3.example.com',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      bucket: 'recipes',
      publicUrl: 'https://cdn.example.com/recipes',
    });
  });

  it('refuse S3 without its endpoint and keys', () => {
    expect(() => loadConfig({ ...base, STORAGE: 's3' })).toThrow(
      /STORAGE=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });

  it('turn on stock photos and generation by their keys', () => {
    const config = loadConfig({
      ...base,
      PEXELS_API_KEY: 'pexels-key',
      STABILITY_API_KEY: 'stability-key',
    });
    expect(config.stockPhotos).toEqual({
      apiKey: 'pexels-key',
      baseUrl: 'https://api.pexels.com/v1',
    });
    expect(config.imageGeneration).toEqual({
      apiKey: 'stability-key',
      baseUrl: 'https://api.stability.ai',
      engine: 'stable-diffusion-xl-1024-v1-0',
    });
  });
});
