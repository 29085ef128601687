/**
 * The images rules that need no zod (spec-1 §5, §8, §9): limits, the picker's messages, the image URL
 * rule and our stored-file naming. Kept apart from images.ts so the web can use them without
 * bundling zod; images.ts re-exports them.
 */

/** spec-1 §9: uploads at most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** spec-1 §5 and §9: the accepted upload types. SVG and everything else are refused. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
/** spec-1 §5: an image URL's path ends in one of these. */
export const IMAGE_URL_EXTENSIONS = ['jpeg', 'jpg', 'gif', 'png', 'webp'] as const;
/** spec-1 §9: stock search page size. */
export const STOCK_PAGE_SIZE = 15;
/** spec-1 §9: the stored files' cache lifetime. */
export const IMAGE_CACHE_SECONDS = 3600;

export const imageMessages = {
  // spec-1 §8
  fileTooLarge: 'File size must be less than 5MB',
  wrongType: 'File must be an image (JPEG, PNG, GIF, WEBP)',
  emptyUrl: 'Please enter a valid image URL',
  notAnImageUrl: 'URL does not appear to be an image (must end with .jpg, .png, .gif, etc.)',
  invalidUrl: 'Please enter a valid URL',
  emptySearch: 'Please enter a search query',
  bucketMissing:
    'Storage bucket "recipes" does not exist. Please use the image URL option instead.',
  noUploadPermission:
    "You don't have permission to upload files. Please use the image URL option instead.",
  uploadFailedGeneric: 'Error uploading image',
  searchFailedGeneric: 'Failed to search for images.',
  invalidResponseFormat: 'Invalid response format from API',
  generateFailedToast: 'Failed to generate image. Please try again.',
  // ours
  tooManyPixels: 'Image dimensions are too large (at most 40 megapixels)',
  imageNotFound: 'Image not found',
  deleteNotOwner: 'Only the person who uploaded this image can delete it',
  stockDisabled:
    'Image search is not set up on this server. Set PEXELS_API_KEY in the server settings to turn it on.',
  generateDisabled:
    'AI image generation is not set up on this server. Set STABILITY_API_KEY in the server settings to turn it on.',
  imageLoadFailed: 'This image could not be loaded. Check the address, or try another image.',
  generateNeedsTitle: 'Add a recipe title first: the picture is generated from the recipe.',
  /** Issue 16 §4: an imported recipe's picture, copied when the member saves. */
  copyPrivateAddress: 'That picture is on a private network, so Mise will not fetch it.',
  copyFailed: 'The picture could not be copied from its page; its address is kept instead.',
} as const;

/** spec-1 §8: a no-images-found text naming the query. */
export const noImagesFoundMessage = (query: string) => `No images found for "${query}".`;
/** spec-1 §8: other upload errors. */
export const uploadFailedMessage = (reason: string) =>
  `Error uploading file: ${reason}. Try using an image URL instead.`;
/** spec-1 §8: stock search failure with the provider's status and message. */
export const searchFailedMessage = (status: number, message: string) =>
  `Failed to search for images: ${status} ${message}`.trim();
/** spec-1 §8: image generation failure. */
export const generateFailedMessage = (status: number, statusText: string) =>
  `Failed to generate image: ${status} ${statusText}`.trim();

/**
 * spec-1 §5: non-empty, parseable, and the path ends in jpeg, jpg, gif, png or webp. Returns the
 * message to show, or null when the URL is fine. Only http(s) counts as parseable: other schemes
 * (javascript:, data:, file:) are not web images.
 */
export function validateImageUrl(input: string): string | null {
  const value = input.trim();
  if (!value) return imageMessages.emptyUrl;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return imageMessages.invalidUrl;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return imageMessages.invalidUrl;
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  if (!extension || !(IMAGE_URL_EXTENSIONS as readonly string[]).includes(extension))
    return imageMessages.notAnImageUrl;
  return null;
}

/**
 * Stored files are named by the server: a 13-digit millisecond timestamp, a random part and the
 * extension of the encoding the server wrote. Thumbnails add `-thumb`.
 */
export const STORED_IMAGE_NAME = /^\d{13}-[a-z0-9]{16}(-thumb)?\.(jpg|png|webp)$/;
export const STORED_IMAGE_FOLDER = 'images';

/**
 * The storage path (`images/<name>`, the part after the bucket name) of an image URL that points at
 * a file this server stored, or null for any other URL. The server still checks who owns it.
 */
export function storedImagePath(url: string | null | undefined): string | null {
  if (!url) return null;
  const pathname = url.split(/[?#]/)[0] ?? '';
  const match = /\/images\/([^/]+)$/.exec(pathname);
  const name = match?.[1];
  if (!name || !STORED_IMAGE_NAME.test(name) || name.includes('-thumb.')) return null;
  return `${STORED_IMAGE_FOLDER}/${name}`;
}
