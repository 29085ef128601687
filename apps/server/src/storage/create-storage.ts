import type { StorageConfig } from '../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

export function createStorage(
  config: StorageConfig,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Storage {
  return config.kind === 's3' ? createS3Storage(config, options) : createLocalStorage(config.dir);
}
