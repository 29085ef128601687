import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageMessages, messages } from '@mise/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppOptions } from '../../app.js';
import { createLocalStorage } from '../../storage/local-storage.js';
import {
  FAKE_STABILITY_KEY,
  startFakeStability,
  type FakeStability,
} from '../../../test/fakes/image-generation.js';
import {
  FAKE_PEXELS_KEY,
  startFakePexels,
  type FakePexels,
} from '../../../test/fakes/stock-photos.js';
import { call, setUpTestApp, signUp, testConfig } from '../../../test/test-app.js';
import { createStabilityClient } from '../../integrations/image-generation/image-generation.js';
import { createPexelsClient } from '../../integrations/stock-photos/stock-photos.js';

const pexelsKey = FAKE_PEXELS_KEY;
const stabilityKey = FAKE_STABILITY_KEY;
const uploads = () => createLocalStorage(mkdtempSync(path.join(tmpdir(), 'mise-providers-')));

const recipe = {
  title: 'Shakshuka',
  description: 'Eggs poached in spiced tomato sauce.',
  ingredients: [{ quantity: '6', unit: 'piece', name: 'eggs' }],
  steps: [{ instruction: 'Simmer the sauce.' }, { instruction: 'Crack in the eggs.' }],
  cuisine: 'Middle Eastern',
  dietary_restrictions: ['vegetarian'],
};

/** The app's whole answer, as text: a key must never be in it. */
async function text(response: Response) {
  const headers = [...response.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
  return `${headers}\n${await response.text()}`;
}

describe('stock photos and AI generation through the server (keys from config)', () => {
  let pexels: FakePexels;
  let stability: FakeStability;
  const options: Partial<AppOptions> = {};

  beforeAll(async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    pexels = await startFakePexels({ apiKey: pexelsKey });
    stability = await startFakeStability({ apiKey: stabilityKey, png });
    Object.assign(options, {
      config: testConfig({
        stockPhotos: { apiKey: pexelsKey, baseUrl: pexels.baseUrl },
        imageGeneration: {
          apiKey: stabilityKey,
          baseUrl: stability.baseUrl,
          engine: 'stable-diffusion-xl-1024-v1-0',
        },
      }),
      images: { storage: uploads() },
    });
  });
  afterAll(async () => {
    await pexels.close();
    await stability.close();
  });
  const suite = setUpTestApp(options);

  it('says which services are on, to members only', async () => {
    const member = await signUp(suite.app);
    expect((await call(suite.app, 'GET', '/api/images/providers')).status).toBe(401);
    const response = await call(suite.app, 'GET', '/api/images/providers', {
      cookie: member.cookie,
    });
    expect(await response.json()).toEqual({ stock: true, generate: true });
  });

  it('searches stock photos for members, 15 at a time, in the spec’s shape', async () => {
    const member = await signUp(suite.app);
    expect((await call(suite.app, 'GET', '/api/images/stock?q=pasta')).status).toBe(401);
    const response = await call(suite.app, 'GET', '/api/images/stock?q=fresh%20pasta', {
      cookie: member.cookie,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as unknown[];
    expect(body).toHaveLength(15);
    expect(body[0]).toEqual({
      id: '1000',
      regular: expect.stringMatching(/^https:\/\/images\.pexels\.com\/.+h=650&w=940$/),
      thumb: expect.stringMatching(/^https:\/\/images\.pexels\.com\/.+h=200&w=280$/),
      description: 'fresh pasta on a wooden table',
    });
    expect(pexels.requests.at(-1)?.authorization).toBe(pexelsKey);
  });

  it('refuses an empty query with the spec’s message', async () => {
    const member = await signUp(suite.app);
    const response = await call(suite.app, 'GET', '/api/images/stock?q=%20%20', {
      cookie: member.cookie,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { q: imageMessages.emptySearch } },
    });
  });

  it('answers an empty list when nothing is found', async () => {
    const member = await signUp(suite.app);
    pexels.mode = 'empty';
    try {
      const response = await call(suite.app, 'GET', '/api/images/stock?q=unicorn', {
        cookie: member.cookie,
      });
      expect(await response.json()).toEqual([]);
    } finally {
      pexels.mode = 'ok';
    }
  });

  it.each([
    ['server-error', 'Failed to search for images: 500 Internal Server Error'],
    ['malformed', imageMessages.searchFailedGeneric],
  ] as const)('reports a provider %s as UPSTREAM_FAILED', async (mode, message) => {
    const member = await signUp(suite.app);
    pexels.mode = mode;
    try {
      const response = await call(suite.app, 'GET', '/api/images/stock?q=soup', {
        cookie: member.cookie,
      });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: { code: 'UPSTREAM_FAILED', message } });
    } finally {
      pexels.mode = 'ok';
    }
  });

  it('generates a preview for members from the recipe, with the spec’s prompt and body', async () => {
    const member = await signUp(suite.app);
    expect((await call(suite.app, 'POST', '/api/images/generate', { body: recipe })).status).toBe(
      401,
    );
    const response = await call(suite.app, 'POST', '/api/images/generate', {
      cookie: member.cookie,
      body: recipe,
    });
    expect(response.status).toBe(200);
    const { preview_data_url } = (await response.json()) as { preview_data_url: string };
    expect(preview_data_url).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const sent = stability.requests.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${stabilityKey}`);
    expect(sent.body).toMatchObject({
      cfg_scale: 7,
      height: 1024,
      width: 1024,
      samples: 1,
      steps: 30,
    });
    const prompt = (sent.body as { text_prompts: { text: string; weight: number }[] })
      .text_prompts[0]!;
    expect(prompt.weight).toBe(1);
    expect(prompt.text).toContain('Professional food photography of "Shakshuka".');
    expect(prompt.text).toContain('Ingredients: 6 piece eggs.');
    expect(prompt.text).toContain('Steps: 1. Simmer the sauce. 2. Crack in the eggs.');
    expect(prompt.text).toContain('Cuisine: Middle Eastern.');
    expect(prompt.text).toContain('Dietary: Vegetarian.');

    // Use This Image: stored like an upload.
    const kept = await call(suite.app, 'POST', '/api/images/generated', {
      cookie: member.cookie,
      body: { data_url: preview_data_url },
    });
    expect(kept.status).toBe(201);
    expect(await kept.json()).toMatchObject({ content_type: 'image/png', width: 16 });
  });

  it.each([
    ['server-error', 'Failed to generate image: 500 Internal Server Error'],
    ['no-artifacts', imageMessages.invalidResponseFormat],
    ['not-json', imageMessages.invalidResponseFormat],
    ['not-an-image', imageMessages.invalidResponseFormat],
  ] as const)('reports a generation %s as UPSTREAM_FAILED', async (mode, message) => {
    const member = await signUp(suite.app);
    stability.mode = mode;
    try {
      const response = await call(suite.app, 'POST', '/api/images/generate', {
        cookie: member.cookie,
        body: recipe,
      });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: { code: 'UPSTREAM_FAILED', message } });
    } finally {
      stability.mode = 'ok';
    }
  });

  it('needs a title to generate', async () => {
    const member = await signUp(suite.app);
    const response = await call(suite.app, 'POST', '/api/images/generate', {
      cookie: member.cookie,
      body: { ...recipe, title: '' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { title: imageMessages.generateNeedsTitle } },
    });
  });

  it('never shows a key, whatever the provider says', async () => {
    const member = await signUp(suite.app);
    const answers: string[] = [];
    for (const mode of ['ok', 'empty', 'server-error', 'malformed', 'error-field'] as const) {
      pexels.mode = mode;
      answers.push(
        await text(
          await call(suite.app, 'GET', '/api/images/stock?q=x', { cookie: member.cookie }),
        ),
      );
    }
    pexels.mode = 'ok';
    for (const mode of ['ok', 'server-error', 'no-artifacts', 'not-an-image'] as const) {
      stability.mode = mode;
      answers.push(
        await text(
          await call(suite.app, 'POST', '/api/images/generate', {
            cookie: member.cookie,
            body: recipe,
          }),
        ),
      );
    }
    stability.mode = 'ok';
    answers.push(
      await text(await call(suite.app, 'GET', '/api/images/providers', { cookie: member.cookie })),
      await text(await call(suite.app, 'GET', '/api/openapi.json')),
    );
    for (const answer of answers) {
      expect(answer).not.toContain(pexelsKey);
      expect(answer).not.toContain(stabilityKey);
    }
  });
});

describe('providers that refuse the key or never answer', () => {
  let pexels: FakePexels;
  let stability: FakeStability;
  const options: Partial<AppOptions> = {};
  beforeAll(async () => {
    pexels = await startFakePexels({ apiKey: pexelsKey });
    stability = await startFakeStability({ apiKey: stabilityKey, png: new Uint8Array() });
    Object.assign(options, {
      images: {
        storage: uploads(),
        // A short timeout keeps the suite fast; the default of 10 s is asserted in the clients' tests.
        stockPhotos: createPexelsClient({
          apiKey: pexelsKey,
          baseUrl: pexels.baseUrl,
          timeoutMs: 300,
        }),
        imageGenerator: createStabilityClient({
          apiKey: stabilityKey,
          baseUrl: stability.baseUrl,
          engine: 'stable-diffusion-xl-1024-v1-0',
          timeoutMs: 300,
        }),
      },
    });
  });
  afterAll(async () => {
    await pexels.close();
    await stability.close();
  });
  const suite = setUpTestApp(options);

  it('a refused key: status and message, with the key cut out of what the provider echoed', async () => {
    const member = await signUp(suite.app);
    pexels.mode = 'unauthorized';
    stability.mode = 'unauthorized';
    try {
      const stock = await call(suite.app, 'GET', '/api/images/stock?q=x', {
        cookie: member.cookie,
      });
      expect(stock.status).toBe(502);
      const body = await stock.text();
      expect(JSON.parse(body)).toEqual({
        error: {
          code: 'UPSTREAM_FAILED',
          message: 'Failed to search for images: 401 Invalid API key: [redacted]',
        },
      });
      expect(body).not.toContain(pexelsKey);

      const generate = await call(suite.app, 'POST', '/api/images/generate', {
        cookie: member.cookie,
        body: recipe,
      });
      const generated = await generate.text();
      expect(JSON.parse(generated)).toEqual({
        error: { code: 'UPSTREAM_FAILED', message: 'Failed to generate image: 401 Unauthorized' },
      });
      expect(generated).not.toContain(stabilityKey);
    } finally {
      pexels.mode = 'ok';
      stability.mode = 'ok';
    }
  });

  it('a provider that never answers: "Request timed out"', async () => {
    const member = await signUp(suite.app);
    pexels.mode = 'hang';
    stability.mode = 'hang';
    try {
      const stock = await call(suite.app, 'GET', '/api/images/stock?q=x', {
        cookie: member.cookie,
      });
      expect(await stock.json()).toEqual({
        error: { code: 'UPSTREAM_FAILED', message: messages.requestTimedOut },
      });
      const generate = await call(suite.app, 'POST', '/api/images/generate', {
        cookie: member.cookie,
        body: recipe,
      });
      expect(await generate.json()).toEqual({
        error: { code: 'UPSTREAM_FAILED', message: messages.requestTimedOut },
      });
    } finally {
      pexels.mode = 'ok';
      stability.mode = 'ok';
    }
  });
});

describe('without keys', () => {
  const suite = setUpTestApp({ images: { storage: uploads() } });

  it('turns both tabs off and says how to turn them on', async () => {
    const member = await signUp(suite.app);
    expect(
      await (
        await call(suite.app, 'GET', '/api/images/providers', { cookie: member.cookie })
      ).json(),
    ).toEqual({ stock: false, generate: false });
    const stock = await call(suite.app, 'GET', '/api/images/stock?q=x', { cookie: member.cookie });
    expect(stock.status).toBe(404);
    expect(await stock.json()).toEqual({
      error: { code: 'NOT_FOUND', message: imageMessages.stockDisabled },
    });
    const generate = await call(suite.app, 'POST', '/api/images/generate', {
      cookie: member.cookie,
      body: recipe,
    });
    expect(generate.status).toBe(404);
    expect(await generate.json()).toEqual({
      error: { code: 'NOT_FOUND', message: imageMessages.generateDisabled },
    });
  });
});
