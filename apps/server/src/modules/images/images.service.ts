import { randomBytes } from 'node:crypto';
import {
  IMAGE_MAX_BYTES,
  imageMessages,
  STORED_IMAGE_FOLDER,
  uploadFailedMessage,
  type GeneratedPreview,
  type GenerateImageRequestSchema,
  type ImageProviders,
  type StockPhoto,
  type StoredImage,
} from '@mise/core';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { Logger } from '../../http/logger.js';
import { buildFoodPhotoPrompt } from '../../integrations/image-generation/food-photo-prompt.js';
import {
  ImageGenerationError,
  type ImageGenerator,
} from '../../integrations/image-generation/image-generation.js';
import {
  StockPhotoError,
  type StockPhotoSearch,
} from '../../integrations/stock-photos/stock-photos.js';
import {
  isStorageKey,
  StorageError,
  type Storage,
  type StoredFile,
} from '../../storage/storage.js';
import { detectImageFormat, ImageRejectedError, reencodeImage } from './image-processing.js';
import type { CreditSpender } from '../credits/credits.port.js';
import type { ImageRow, ImagesRepository } from './images.repository.js';
import { WebPageError, type WebPage } from '../../integrations/web-pages/safe-fetch.js';

type GenerateRequest = z.output<typeof GenerateImageRequestSchema>;

export interface ImagesServiceDeps {
  repo: ImagesRepository;
  storage: Storage;
  /** Unset without PEXELS_API_KEY. */
  stockPhotos?: StockPhotoSearch | undefined;
  /** Unset without STABILITY_API_KEY. */
  imageGenerator?: ImageGenerator | undefined;
  /** A generated picture costs credits: charged before the call, refunded when it fails. */
  credits: CreditSpender;
  /** Fetches a picture from the web by recipe import's SSRF rules (safe-fetch.ts). */
  fetchImage: (url: string) => Promise<WebPage>;
  logger: Logger;
  now?: () => number;
}

const base32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Server-made names (spec-1 §7): a millisecond timestamp, 80 random bits and our extension. */
function newStem(now: number): string {
  const random = [...randomBytes(16)].map((b) => base32[b & 31]).join('');
  return `${String(now).padStart(13, '0')}-${random}`;
}

export function createImagesService(deps: ImagesServiceDeps) {
  const { repo, storage, logger } = deps;
  const now = deps.now ?? Date.now;

  /** Storage failures in the spec's words (spec-1 §8), with the detail kept in the log only. */
  function storageFailure(error: unknown): AppError {
    logger.error('image storage failed', {
      storage: storage.kind,
      error: error instanceof Error ? error.message : String(error),
    });
    const code = storage.kind === 's3' ? 'UPSTREAM_FAILED' : 'INTERNAL';
    if (error instanceof StorageError) {
      if (error.reason === 'missing-bucket') return new AppError(code, imageMessages.bucketMissing);
      if (error.reason === 'forbidden') return new AppError(code, imageMessages.noUploadPermission);
      return new AppError(
        code,
        uploadFailedMessage(storage.kind === 's3' ? error.message : 'the file could not be saved'),
      );
    }
    return new AppError(code, imageMessages.uploadFailedGeneric);
  }

  /** Re-encodes, stores the picture and its thumbnail, and records who stored them. All or nothing. */
  async function store(bytes: Uint8Array, userId: string): Promise<StoredImage> {
    if (bytes.byteLength > IMAGE_MAX_BYTES)
      throw new AppError('VALIDATION_FAILED', imageMessages.fileTooLarge, {
        file: imageMessages.fileTooLarge,
      });
    let encoded: Awaited<ReturnType<typeof reencodeImage>>;
    try {
      encoded = await reencodeImage(bytes);
    } catch (error) {
      if (error instanceof ImageRejectedError)
        throw new AppError('VALIDATION_FAILED', error.message, { file: error.message });
      throw error;
    }
    const { main, thumb } = encoded;
    const stem = newStem(now());
    const path = `${STORED_IMAGE_FOLDER}/${stem}.${main.extension}`;
    const thumbPath = `${STORED_IMAGE_FOLDER}/${stem}-thumb.${thumb.extension}`;
    const written: string[] = [];
    try {
      await storage.put(path, main.data, main.contentType);
      written.push(path);
      await storage.put(thumbPath, thumb.data, thumb.contentType);
      written.push(thumbPath);
      await repo.insert({
        path,
        thumb_path: thumbPath,
        user_id: userId,
        content_type: main.contentType,
        size_bytes: main.data.byteLength,
        width: main.width,
        height: main.height,
      });
    } catch (error) {
      await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
      if (error instanceof StorageError) throw storageFailure(error);
      throw error;
    }
    return {
      url: storage.publicUrl(path),
      path,
      thumb_url: storage.publicUrl(thumbPath),
      width: main.width,
      height: main.height,
      content_type: main.contentType,
    };
  }

  return {
    providers(): ImageProviders {
      return { stock: Boolean(deps.stockPhotos), generate: Boolean(deps.imageGenerator) };
    },

    upload: store,

    /** POST /api/images/generated: the previewed data URL, checked and stored like an upload. */
    async storeGenerated(dataUrl: string, userId: string): Promise<StoredImage> {
      const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
      return store(Buffer.from(base64, 'base64'), userId);
    },

    /**
     * POST /api/images/from-url: an imported recipe's picture, fetched (no private address, 5 MB,
     * 10 s) and then checked by its bytes and re-encoded like an upload.
     */
    async storeFromUrl(url: string, userId: string): Promise<StoredImage> {
      let page: WebPage;
      try {
        page = await deps.fetchImage(url);
      } catch (error) {
        if (!(error instanceof WebPageError)) throw error;
        logger.warn('image copy: fetch refused or failed', {
          kind: error.kind,
          detail: error.message,
        });
        if (error.kind === 'private' || error.kind === 'scheme')
          throw new AppError('VALIDATION_FAILED', imageMessages.copyPrivateAddress);
        if (error.kind === 'too-large')
          throw new AppError('VALIDATION_FAILED', imageMessages.fileTooLarge);
        throw new AppError('UPSTREAM_FAILED', imageMessages.copyFailed);
      }
      return store(page.bytes, userId);
    },

    /** Only the member who stored an image may delete it; the file and its thumbnail go with the row. */
    async delete(path: string, userId: string): Promise<void> {
      const row = isStorageKey(path) ? await repo.find(path) : undefined;
      if (!row) throw new AppError('NOT_FOUND', imageMessages.imageNotFound);
      if (row.user_id !== userId) throw new AppError('FORBIDDEN', imageMessages.deleteNotOwner);
      try {
        await storage.delete(row.path);
        await storage.delete(row.thumb_path);
      } catch (error) {
        throw storageFailure(error);
      }
      await repo.delete(row.path);
    },

    /**
     * Files the server makes itself (starter recipe artwork) under a fixed key: drawn and stored
     * only when the storage does not have them yet, so a start-up after the first costs one look each.
     */
    async ensureStored(
      key: string,
      render: () => Promise<Uint8Array>,
      contentType = 'image/webp',
    ): Promise<'stored' | 'present'> {
      if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
      if (await storage.get(key)) return 'present';
      await storage.put(key, await render(), contentType);
      return 'stored';
    },

    /** For serving stored files through this server (local disk, or a bucket without a public URL). */
    async read(path: string): Promise<StoredFile | null> {
      if (!isStorageKey(path)) return null;
      return storage.get(path);
    },

    async searchStock(query: string): Promise<StockPhoto[]> {
      // Not set up here: the feature does not exist on this server, nothing upstream failed.
      if (!deps.stockPhotos) throw new AppError('NOT_FOUND', imageMessages.stockDisabled);
      try {
        return await deps.stockPhotos.search(query);
      } catch (error) {
        if (error instanceof StockPhotoError) throw new AppError('UPSTREAM_FAILED', error.message);
        throw error;
      }
    },

    /** `userId`: the member asking, charged for the picture (402 when out of credits). */
    async generate(recipe: GenerateRequest, userId: string): Promise<GeneratedPreview> {
      const generator = deps.imageGenerator;
      if (!generator) throw new AppError('NOT_FOUND', imageMessages.generateDisabled);
      // A picture that is not one is a failed call too: it throws, so the credits come back.
      return deps.credits.charge(userId, 'image_generation', async () => {
        try {
          const { base64 } = await generator.generate(buildFoodPhotoPrompt(recipe));
          // The preview is shown as a data URL: it must really be a picture, and say which kind.
          const format = detectImageFormat(Buffer.from(base64.slice(0, 24), 'base64'));
          if (format !== 'png' && format !== 'jpeg' && format !== 'webp')
            throw new ImageGenerationError(imageMessages.invalidResponseFormat);
          return { preview_data_url: `data:image/${format};base64,${base64}` };
        } catch (error) {
          if (error instanceof ImageGenerationError)
            throw new AppError('UPSTREAM_FAILED', error.message);
          throw error;
        }
      });
    },

    // ── your data (issue 17 §2) ──
    /** The images a member stored, before their account goes (its rows then lose their owner). */
    storedBy: (userId: string) => repo.storedBy(userId),
    /**
     * After the account is gone: removes those of its images no kept recipe shows (`inUse`: the
     * public recipes that stay), files and rows. A file that cannot be removed is logged, not
     * thrown — the account is already deleted.
     */
    async removeLeftBehind(stored: ImageRow[], inUse: (path: string) => boolean): Promise<number> {
      let removed = 0;
      for (const row of stored) {
        if (inUse(row.path)) continue;
        try {
          await storage.delete(row.path);
          await storage.delete(row.thumb_path);
          await repo.delete(row.path);
          removed += 1;
        } catch (error) {
          logger.error('image of a deleted account not removed', {
            path: row.path,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
      return removed;
    },
  };
}
export type ImagesService = ReturnType<typeof createImagesService>;
