import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Pictures for the image tests, made in code so no binary files are checked in. Only tests import
 * this file.
 */

const solid = (width: number, height: number, background = '#b5542f') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A phone photo: 600×400 stored sideways (EXIF orientation 6), with camera and GPS tags. */
export function jpegWithGps(): Promise<Buffer> {
  return solid(600, 400)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12', Copyright: 'Secret Kitchen' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .toBuffer();
}

export const pngBytes = (width = 64, height = 48) => solid(width, height).png().toBuffer();
export const gifBytes = (width = 40, height = 30) => solid(width, height).gif().toBuffer();
export const webpBytes = (width = 50, height = 50) => solid(width, height).webp().toBuffer();
export const largeJpeg = () => solid(3000, 1500).jpeg().toBuffer();

/** True when an EXIF block carries a GPS section (tag 0x8825, either byte order). */
export function hasGpsPointer(exif: Uint8Array | undefined): boolean {
  if (!exif) return false;
  for (let i = 0; i + 1 < exif.length; i++) {
    if ((exif[i] === 0x88 && exif[i + 1] === 0x25) || (exif[i] === 0x25 && exif[i + 1] === 0x88))
      return true;
  }
  return false;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A decompression bomb: a valid ~50 KB PNG of 20000×20000 one-bit pixels (400 megapixels, about
 * 1.2 GB once decoded to RGB).
 */
export function pixelBombPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + side / 8) * side);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** A real PNG carrying a script in a text chunk (metadata must not survive re-encoding). */
export async function pngWithScriptChunk(): Promise<Buffer> {
  const png = await pngBytes();
  const iend = png.length - 12;
  const text = Buffer.from('Comment\0<script>alert("png")</script>', 'latin1');
  return Buffer.concat([png.subarray(0, iend), pngChunk('tEXt', text), png.subarray(iend)]);
}

/** A GIF header followed by HTML: what a polyglot sniffed as a page would look like. */
export const gifHtmlPolyglot = () =>
  Buffer.concat([
    Buffer.from('GIF89a'),
    Buffer.from([0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00]),
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
  ]);

/** A valid JPEG with a script after its end marker: it decodes, so only re-encoding removes it. */
export async function jpegWithTrailingScript(): Promise<Buffer> {
  return Buffer.concat([
    await solid(32, 32).jpeg().toBuffer(),
    Buffer.from('<script>alert("jpeg")</script>'),
  ]);
}

export const svgWithScript = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );
