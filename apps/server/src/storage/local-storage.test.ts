import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';

const key = 'images/1767225600000-abcdefghij234567.jpg';

describe('local storage', () => {
  it('writes, reads and deletes a file under the uploads folder', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mise-uploads-'));
    const storage = createLocalStorage(root);
    await storage.put(key, new Uint8Array([1, 2, 3]), 'image/jpeg');
    expect(readdirSync(path.join(root, 'images'))).toEqual([path.basename(key)]);
    expect(statSync(path.join(root, key)).mode & 0o777).toBe(0o644);
    expect(await storage.get(key)).toEqual({
      body: Buffer.from([1, 2, 3]),
      contentType: 'image/jpeg',
    });
    expect(storage.publicUrl(key)).toBe(`/uploads/${key}`);
    await storage.delete(key);
    await storage.delete(key); // a second time is not an error
    expect(await storage.get(key)).toBeNull();
    expect(readdirSync(path.join(root, 'images'))).toEqual([]);
  });

  it.each([
    '../auth-secret',
    'images/../../auth-secret',
    'images/photo.jpg',
    'images/1767225600000-abcdefghij234567.svg',
    '/etc/passwd',
    'images/1767225600000-abcdefghij234567.jpg/..',
  ])('refuses a key it did not make: %s', async (bad) => {
    const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'mise-uploads-')));
    await expect(storage.put(bad, new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(
      /not a storage key/,
    );
    await expect(storage.get(bad)).rejects.toThrow(/not a storage key/);
    await expect(storage.delete(bad)).rejects.toThrow(/not a storage key/);
  });

  it('reports a folder it cannot write to as a storage error and leaves nothing behind', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'mise-uploads-'));
    writeFileSync(path.join(parent, 'not-a-folder'), '');
    const storage = createLocalStorage(path.join(parent, 'not-a-folder'));
    await expect(storage.put(key, new Uint8Array([1]), 'image/jpeg')).rejects.toMatchObject({
      name: 'StorageError',
      reason: 'other',
    });
    expect(readdirSync(parent)).toEqual(['not-a-folder']);
  });
});
