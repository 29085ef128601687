import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecipeSummaryList } from '@mise/core';
import { seedCatalogueFiles, seedCatalogues } from '../../../catalogues.js';
import { recipes, seed_runs } from '../../../db/schema/recipes.js';
import { createLocalStorage } from '../../../storage/local-storage.js';
import { call, setUpTestApp } from '../../../../test/test-app.js';
import {
  ARTWORK_HEIGHT,
  ARTWORK_SMALL_WIDTH,
  ARTWORK_WIDTH,
  drawStarterArtwork,
} from './starter-artwork.js';
import { STARTER_RECIPES } from './starter-recipes.js';

const uploadsRoot = mkdtempSync(path.join(tmpdir(), 'mise-starter-art-'));
afterAll(() => rmSync(uploadsRoot, { recursive: true, force: true }));

describe('starter recipe artwork on a fresh install', () => {
  const suite = setUpTestApp({
    images: { storage: createLocalStorage(uploadsRoot), stockPhotos: null, imageGenerator: null },
  });
  const starters = async () =>
    ((await (await call(suite.app, 'GET', '/api/recipes?limit=100')).json()) as RecipeSummaryList)
      .items;

  it('gives every starter a picture that is served as WebP, made once', async () => {
    await seedCatalogues(suite.database.db);
    expect(await seedCatalogueFiles(suite.services)).toBe(STARTER_RECIPES.length);
    // A second start finds them all and draws nothing.
    expect(await seedCatalogueFiles(suite.services)).toBe(0);

    const items = await starters();
    expect(items).toHaveLength(STARTER_RECIPES.length);
    expect(new Set(items.map((r) => r.image_url)).size).toBe(STARTER_RECIPES.length);
    for (const recipe of items) {
      expect(recipe.image_url, recipe.title).toMatch(
        /^\/uploads\/images\/0{13}-[a-z2-7]{16}\.webp$/,
      );
      const response = await call(suite.app, 'GET', recipe.image_url!);
      expect(response.status, recipe.title).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await response.arrayBuffer());
      // Small enough for a card on a phone, sharp enough for a card on a wide screen.
      expect(bytes.byteLength).toBeLessThan(40_000);
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: ARTWORK_WIDTH, height: ARTWORK_HEIGHT });
      // The phone width beside it (the web's srcset names it by this convention), a third the bytes.
      const small = await call(
        suite.app,
        'GET',
        recipe.image_url!.replace(/\.webp$/, '-thumb.webp'),
      );
      expect(small.status, recipe.title).toBe(200);
      const smallBytes = Buffer.from(await small.arrayBuffer());
      expect(smallBytes.byteLength).toBeLessThan(bytes.byteLength / 2);
      expect(await sharp(smallBytes).metadata()).toMatchObject({
        format: 'webp',
        width: ARTWORK_SMALL_WIDTH,
        height: ARTWORK_HEIGHT / 2,
      });
    }
  });

  it('links the pictures on an install seeded before them, leaving changed recipes alone', async () => {
    const [first, second] = STARTER_RECIPES;
    await suite.database.db
      .update(recipes)
      .set({ image_url: null })
      .where(eq(recipes.title, first!.title));
    await suite.database.db
      .update(recipes)
      .set({ image_url: 'https://example.test/mine.jpg' })
      .where(eq(recipes.title, second!.title));
    await suite.database.db.delete(seed_runs).where(and(eq(seed_runs.name, 'starter-artwork-v1')));
    await seedCatalogues(suite.database.db);
    const items = await starters();
    const byTitle = new Map(items.map((r) => [r.title, r.image_url]));
    expect(byTitle.get(first!.title)).toMatch(/^\/uploads\/images\/0{13}-/);
    expect(byTitle.get(second!.title)).toBe('https://example.test/mine.jpg');
  });

  it('draws a recipe the same way every time, and different recipes differently', () => {
    const [a, b] = STARTER_RECIPES;
    expect(drawStarterArtwork(a!)).toBe(drawStarterArtwork(a!));
    expect(drawStarterArtwork(a!)).not.toBe(drawStarterArtwork(b!));
    expect(drawStarterArtwork(a!)).not.toMatch(/<script|href=|xlink/);
  });
});
