import { IMAGE_CACHE_SECONDS } from '@mise/core';

/** What a stored file looks like when it is read back. */
export interface StoredFile {
  body: Uint8Array;
  contentType: string;
}

/**
 * Where uploaded files live (spec-1 §7 Storage: bucket `recipes`, folder `images`). Keys are
 * `images/<name>`, always made by the server (see `isStorageKey`), never by the person uploading.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The URL browsers load the file from. */
  publicUrl(key: string): string;
}

/** Raised by a storage when the bucket or folder is missing, or when it refuses us; mapped to the spec's words. */
export class StorageError extends Error {
  readonly reason: 'missing-bucket' | 'forbidden' | 'other';
  constructor(reason: StorageError['reason'], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
    this.reason = reason;
  }
}

/** `Cache-Control` for stored images (spec-1 §9: cache 3600 s). */
export const IMAGE_CACHE_CONTROL = `public, max-age=${IMAGE_CACHE_SECONDS}`;

/** Where the server itself serves stored files (local disk, or a bucket without a public URL). */
export const UPLOADS_ROUTE_PREFIX = '/uploads';

/** Keys look like `images/<server-made name>`: nothing else is ever read, written or deleted. */
const KEY = /^images\/\d{13}-[a-z0-9]{16}(-thumb)?\.(jpg|png|webp)$/;
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
export function contentTypeOfKey(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
