import { describe, expect, it } from 'vitest';
import { readTar, tarStream, type TarEntry } from './tar.js';

const file = (name: string, body: string | Buffer): TarEntry => ({
  name,
  type: 'file',
  mode: 0o600,
  body: Buffer.from(body),
});

async function archive(entries: TarEntry[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of tarStream(entries)) parts.push(part);
  return Buffer.concat(parts);
}

async function read(chunks: Iterable<Buffer>): Promise<TarEntry[]> {
  const entries: TarEntry[] = [];
  for await (const entry of readTar(chunks)) entries.push(entry);
  return entries;
}

/** The same bytes cut into pieces of `size`, as a stream delivers them. */
const pieces = (bytes: Buffer, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );

describe('the backup archive format (tar)', () => {
  const long = `uploads/${'nested-folder/'.repeat(9)}photo.jpg`; // past ustar's 100-byte name
  const entries: TarEntry[] = [
    file('manifest.json', '{"format":"mise-backup"}'),
    { name: 'db/base', type: 'directory', mode: 0o700, body: Buffer.alloc(0) },
    file('db/base/1/112', Buffer.alloc(8192 + 7, 1)),
    file('db/empty', ''),
    file(long, 'jpeg bytes'),
  ];

  it('reads back what it wrote, whatever the chunk sizes', async () => {
    expect(long.length).toBeGreaterThan(100);
    const bytes = await archive(entries);
    expect(bytes.length % 512).toBe(0);
    for (const size of [bytes.length, 65_536, 511, 1]) {
      const back = await read(pieces(bytes, size));
      expect(back.map((e) => [e.name, e.type, e.mode, e.body.toString('hex')])).toEqual(
        entries.map((e) => [e.name, e.type, e.mode, e.body.toString('hex')]),
      );
    }
  });

  it('says when an archive is cut off in the middle of a file', async () => {
    const bytes = await archive(entries);
    await expect(read([bytes.subarray(0, 3000)])).rejects.toThrow('ends in the middle of a file');
  });

  it('refuses a path too long for the format rather than cutting it', async () => {
    await expect(archive([file('x'.repeat(120), 'body')])).rejects.toThrow('Path too long');
  });
});
