import { imageMessages } from '@mise/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_STABILITY_KEY,
  startFakeStability,
  type FakeStability,
} from '../../../test/fakes/image-generation.js';
import {
  createStabilityClient,
  GENERATION_SETTINGS,
  GENERATION_TIMEOUT_MS,
} from './image-generation.js';

const apiKey = FAKE_STABILITY_KEY;

describe('Stability-compatible generation client against a fake provider', () => {
  let stability: FakeStability;
  let png: Buffer;
  const client = (overrides: { apiKey?: string } = {}) =>
    createStabilityClient({
      apiKey,
      baseUrl: stability.baseUrl,
      engine: 'stable-diffusion-xl-1024-v1-0',
      timeoutMs: 300,
      ...overrides,
    });
  const withMode = async <T>(mode: FakeStability['mode'], run: () => Promise<T>) => {
    stability.mode = mode;
    try {
      return await run();
    } finally {
      stability.mode = 'ok';
    }
  };

  beforeAll(async () => {
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fc0' } })
      .png()
      .toBuffer();
    stability = await startFakeStability({ apiKey, png });
  });
  afterAll(() => stability.close());

  it('waits 10 s by default and sends the spec’s settings', () => {
    expect(GENERATION_TIMEOUT_MS).toBe(10_000);
    expect(GENERATION_SETTINGS).toEqual({
      cfg_scale: 7,
      height: 1024,
      width: 1024,
      samples: 1,
      steps: 30,
    });
  });

  it('posts the prompt with weight 1 and a bearer key, and reads the first artifact', async () => {
    const result = await client().generate('Professional food photography of "Soup".');
    expect(Buffer.from(result.base64, 'base64')).toEqual(png);
    expect(stability.requests.at(-1)).toEqual({
      path: '/v1/generation/stable-diffusion-xl-1024-v1-0/text-to-image',
      authorization: `Bearer ${apiKey}`,
      accept: 'application/json',
      body: {
        text_prompts: [{ text: 'Professional food photography of "Soup".', weight: 1 }],
        cfg_scale: 7,
        height: 1024,
        width: 1024,
        samples: 1,
        steps: 30,
      },
    });
  });

  it('reports a refused key with status and status text only', async () => {
    const error = await client({ apiKey: 'sk-wrongwrongwrongwrongwrong' })
      .generate('x')
      .catch((e: Error) => e);
    expect(error).toMatchObject({
      name: 'ImageGenerationError',
      message: 'Failed to generate image: 401 Unauthorized',
    });
  });

  it('reports a server error', async () => {
    await expect(withMode('server-error', () => client().generate('x'))).rejects.toMatchObject({
      message: 'Failed to generate image: 500 Internal Server Error',
    });
  });

  it.each(['no-artifacts', 'not-json'] as const)(
    'reports a %s body as an invalid response',
    async (mode) => {
      await expect(withMode(mode, () => client().generate('x'))).rejects.toMatchObject({
        message: imageMessages.invalidResponseFormat,
      });
    },
  );

  it('gives up with "Request timed out"', async () => {
    await expect(withMode('hang', () => client().generate('x'))).rejects.toMatchObject({
      message: 'Request timed out',
    });
  });
});
