import { imageMessages } from '@mise/core';
import sharp, { type Metadata, type Sharp } from 'sharp';

/** Decompression-bomb guard: anything declaring more pixels is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The stored picture's longest side. */
export const MAX_SIDE_PX = 2000;
/** The thumbnail's longest side. */
export const THUMB_SIDE_PX = 320;
/** CPU guard for one encode. */
const ENCODE_TIMEOUT_SECONDS = 15;

export type SourceFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** Why an image was refused; the message is what the person sees. */
export class ImageRejectedError extends Error {
  override readonly name = 'ImageRejectedError';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The type by the file's own first bytes, never by its name or the Content-Type it came with.
 * Only JPEG, PNG, GIF and WebP are recognised: SVG, HTML, text and everything else are null.
 */
export function detectImageFormat(bytes: Uint8Array): SourceFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export interface EncodedImage {
  data: Buffer;
  extension: 'jpg' | 'png' | 'webp';
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
}

/** JPEG stays JPEG, WebP stays WebP; PNG stays PNG, and GIF becomes a PNG of its first frame. */
const outputOf = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  gif: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
} as const;

function encode(pipeline: Sharp, format: SourceFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 82, mozjpeg: true });
    case 'webp':
      return pipeline.webp({ quality: 82 });
    case 'png':
    case 'gif':
      return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
  }
}

const isPixelLimit = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Checks an upload and writes it out afresh: the type by its bytes, the declared size against the
 * pixel limit before decoding, then a full decode with EXIF orientation applied, the longest side
 * capped, every piece of metadata (EXIF incl. GPS, XMP, ICC, comments) dropped, and a thumbnail.
 * Whatever trailed or hid in the original (HTML, scripts, a second format) cannot survive: only
 * pixels go from input to output. Anything sharp cannot decode is refused.
 */
export async function reencodeImage(
  input: Uint8Array,
): Promise<{ main: EncodedImage; thumb: EncodedImage; format: SourceFormat }> {
  const format = detectImageFormat(input);
  if (!format) throw new ImageRejectedError(imageMessages.wrongType);

  const open = () =>
    sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      animated: false,
      pages: 1,
    }).timeout({ seconds: ENCODE_TIMEOUT_SECONDS });

  let metadata: Metadata;
  try {
    metadata = await open().metadata();
  } catch (error) {
    if (isPixelLimit(error)) throw new ImageRejectedError(imageMessages.tooManyPixels);
    throw new ImageRejectedError(imageMessages.wrongType);
  }
  // The bytes and the decoder must agree on what this is (a GIF header on a PNG body is not a GIF).
  if (metadata.format !== format) throw new ImageRejectedError(imageMessages.wrongType);
  const pageHeight = metadata.pageHeight ?? metadata.height;
  if (!metadata.width || !pageHeight) throw new ImageRejectedError(imageMessages.wrongType);
  if (metadata.width * pageHeight > MAX_INPUT_PIXELS)
    throw new ImageRejectedError(imageMessages.tooManyPixels);

  const output = outputOf[format];
  const fit = { fit: 'inside', withoutEnlargement: true } as const;
  try {
    const full = await encode(
      open()
        .rotate()
        .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, ...fit }),
      format,
    ).toBuffer({ resolveWithObject: true });
    // The thumbnail comes from the clean, already upright output: cheaper than decoding twice.
    const small = await encode(
      sharp(full.data).resize({ width: THUMB_SIDE_PX, height: THUMB_SIDE_PX, ...fit }),
      format,
    ).toBuffer({ resolveWithObject: true });
    return {
      format,
      main: { data: full.data, ...output, width: full.info.width, height: full.info.height },
      thumb: { data: small.data, ...output, width: small.info.width, height: small.info.height },
    };
  } catch (error) {
    if (isPixelLimit(error)) throw new ImageRejectedError(imageMessages.tooManyPixels);
    throw new ImageRejectedError(imageMessages.wrongType);
  }
}
