import {
  createStabilityClient,
  type ImageGenerator,
} from '../../integrations/image-generation/image-generation.js';
import {
  createPexelsClient,
  type StockPhotoSearch,
} from '../../integrations/stock-photos/stock-photos.js';
import {
  safeFetch,
  systemResolver,
  type Resolver,
} from '../../integrations/web-pages/safe-fetch.js';
import { IMAGE_MAX_BYTES, IMPORT_MAX_REDIRECTS, IMPORT_TIMEOUT_MS } from '@mise/core';
import type { Platform } from '../../platform.js';
import { createStorage } from '../../storage/create-storage.js';
import type { Storage } from '../../storage/storage.js';
import type { CreditSpender } from '../credits/credits.port.js';
import type { Module } from '../module.js';
import { createImagesRepository } from './images.repository.js';
import { imagesRoutes } from './images.routes.js';
import { createImagesService, type ImagesService } from './images.service.js';

/** Tests swap in their own storage and provider clients (null: none); by default they come from config. */
export interface ImagesOverrides {
  storage?: Storage;
  stockPhotos?: StockPhotoSearch | null;
  imageGenerator?: ImageGenerator | null;
  /** Host names resolved for copying a picture from the web (tests: without real DNS). */
  resolve?: Resolver | undefined;
}

/** Uploads (re-encoded), stock-photo search and AI pictures, stored locally or in a bucket. */
export function imagesModule(
  { db, config, logger, sessions }: Platform,
  { credits, ...overrides }: ImagesOverrides & { credits: CreditSpender },
): Module<ImagesService> {
  const service = createImagesService({
    repo: createImagesRepository(db),
    storage: overrides.storage ?? createStorage(config.storage),
    stockPhotos:
      overrides.stockPhotos !== undefined
        ? (overrides.stockPhotos ?? undefined)
        : config.stockPhotos && createPexelsClient(config.stockPhotos),
    imageGenerator:
      overrides.imageGenerator !== undefined
        ? (overrides.imageGenerator ?? undefined)
        : config.imageGeneration && createStabilityClient(config.imageGeneration),
    credits,
    logger,
    // An imported recipe's picture: by recipe import's rules, with an image's size limit.
    fetchImage: (url) =>
      safeFetch(url, {
        resolve: overrides.resolve ?? systemResolver,
        allowedHosts: new Set(config.importAllowedHosts),
        timeoutMs: IMPORT_TIMEOUT_MS,
        maxBytes: IMAGE_MAX_BYTES,
        maxRedirects: IMPORT_MAX_REDIRECTS,
      }),
  });
  return { routes: imagesRoutes(service, sessions.requireUser), service };
}
