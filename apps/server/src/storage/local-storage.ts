import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertStorageKey,
  contentTypeOfKey,
  StorageError,
  UPLOADS_ROUTE_PREFIX,
  type Storage,
} from './storage.js';

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * Files on local disk under `DATA_DIR/uploads` (the default). Writes go to a temporary name first and
 * are renamed into place, so a reader never sees half a file and a crash leaves no partial image.
 */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  const failure = (error: unknown): StorageError => {
    const code = errorCode(error);
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
      return new StorageError('forbidden', 'permission denied by the upload folder policy', {
        cause: error,
      });
    return new StorageError('other', error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  };

  return {
    kind: 'local',

    async put(key, body) {
      const file = fileOf(key);
      const temp = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temp, body, { mode: 0o644, flag: 'wx' });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true }).catch(() => undefined);
        throw failure(error);
      }
    },

    async get(key) {
      try {
        return { body: await readFile(fileOf(key)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    publicUrl(key) {
      assertStorageKey(key);
      return `${UPLOADS_ROUTE_PREFIX}/${key}`;
    },
  };
}
