/**
 * The little of the tar format (POSIX ustar) a backup needs: regular files and directories, written
 * and read as streams, so a backup never holds more than one file in memory besides the database
 * snapshot. Written here rather than taken from a package: ~100 lines, and PGlite's dump (which we
 * read) is this same plain ustar.
 */
export interface TarEntry {
  /** Relative, '/'-separated path, e.g. `db/base/1/112`. */
  name: string;
  type: 'file' | 'directory';
  mode: number;
  body: Buffer;
}

const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** Splits a long path into ustar's prefix (155) and name (100) at a '/'. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let cut = name.lastIndexOf('/'); cut > 0; cut = name.lastIndexOf('/', cut - 1)) {
    const prefix = name.slice(0, cut);
    const base = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`Path too long for the backup archive: ${name}`);
}

function header(entry: TarEntry, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(entry.type === 'directory' ? `${entry.name}/` : entry.name);
  block.write(base, 0, 100, 'utf8');
  block.write(octal(entry.mode & 0o7777, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii'); // uid
  block.write(octal(0, 8), 116, 'ascii'); // gid
  block.write(octal(entry.type === 'file' ? entry.body.length : 0, 12), 124, 'ascii');
  block.write(octal(mtime, 12), 136, 'ascii');
  block.write('        ', 148, 'ascii'); // checksum counted as spaces
  block.write(entry.type === 'file' ? '0' : '5', 156, 'ascii');
  block.write('ustar\x0000', 257, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7), 148, 'ascii');
  return block;
}

/** The archive's bytes, entry by entry, then the two zero blocks that end it. */
export async function* tarStream(
  entries: AsyncIterable<TarEntry> | Iterable<TarEntry>,
  mtime = Math.floor(Date.now() / 1000),
): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    yield header(entry, mtime);
    if (entry.type !== 'file' || entry.body.length === 0) continue;
    yield entry.body;
    const padding = (BLOCK - (entry.body.length % BLOCK)) % BLOCK;
    if (padding) yield Buffer.alloc(padding);
  }
  yield Buffer.alloc(BLOCK * 2);
}

const field = (block: Buffer, start: number, length: number) => {
  const raw = block.toString('utf8', start, start + length);
  const end = raw.indexOf('\0');
  return end === -1 ? raw : raw.slice(0, end);
};

/**
 * Reads regular files and directories from a tar stream (other entry types are skipped). Names come
 * back as written, leading '/' removed; the caller decides where they may go.
 */
export async function* readTar(
  chunks: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer | Uint8Array>,
): AsyncGenerator<TarEntry> {
  // Chunks wait in a list until a whole header or body has arrived, then are joined once: joining on
  // every chunk would copy a 16 MB WAL file hundreds of times.
  let parts: Buffer[] = [];
  let have = 0;
  const take = (length: number): Buffer => {
    const all = parts.length === 1 ? parts[0]! : Buffer.concat(parts, have);
    parts = all.length > length ? [all.subarray(length)] : [];
    have -= length;
    return all.subarray(0, length);
  };
  let current: { name: string; type: string; mode: number; size: number } | undefined;
  for await (const chunk of chunks) {
    parts.push(Buffer.from(chunk));
    have += chunk.length;
    for (;;) {
      if (!current) {
        if (have < BLOCK) break;
        const block = take(BLOCK);
        const name = field(block, 0, 100);
        if (!name) return; // the zero blocks that end the archive
        const prefix = field(block, 345, 155);
        current = {
          name: `${prefix ? `${prefix}/` : ''}${name}`.replace(/^\/+/, '').replace(/\/+$/, ''),
          type: String.fromCharCode(block[156] ?? 0),
          mode: parseInt(field(block, 100, 8).trim() || '0', 8),
          size: parseInt(field(block, 124, 12).trim() || '0', 8),
        };
      }
      const padded = Math.ceil(current.size / BLOCK) * BLOCK;
      if (have < padded) break;
      const body = Buffer.from(take(padded).subarray(0, current.size));
      const { name, type, mode } = current;
      current = undefined;
      if (type === '5') yield { name, type: 'directory', mode, body };
      else if (type === '0' || type === '\0') yield { name, type: 'file', mode, body };
    }
  }
  // Ending between entries without the end marker is accepted (gzip notices a cut-off file itself).
  if (current || have > 0)
    throw new Error('The archive ends in the middle of a file: it is incomplete.');
}
