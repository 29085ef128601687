import { IMAGE_MAX_BYTES, imageMessages } from '@mise/core';
import { AppError } from '../../http/app-error.js';

/** Room for the multipart envelope around the file (boundaries, part headers, a file name). */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
/** The most an upload request body may carry before it is cut off. */
export const UPLOAD_BODY_MAX_BYTES = IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

const tooLarge = () =>
  new AppError('VALIDATION_FAILED', imageMessages.fileTooLarge, {
    file: imageMessages.fileTooLarge,
  });

/**
 * Reads a request body while counting it, and stops at the first chunk past `maxBytes`: an
 * oversized upload is refused while it streams in, never buffered whole. A declared
 * Content-Length over the limit is refused before a byte is read.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The bytes of the multipart field `file` (api.md: `POST /api/images` multipart `file`). The body
 * is counted as it arrives (see readBodyWithin), then parsed; the file itself must be within 5 MB.
 */
export async function readUploadedFile(request: Request): Promise<Uint8Array> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    throw new AppError('VALIDATION_FAILED', imageMessages.wrongType, {
      file: imageMessages.wrongType,
    });
  const body = await readBodyWithin(request, UPLOAD_BODY_MAX_BYTES);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new AppError('VALIDATION_FAILED', imageMessages.wrongType, {
      file: imageMessages.wrongType,
    });
  }
  const file = form.get('file');
  if (!file || typeof file === 'string')
    throw new AppError('VALIDATION_FAILED', imageMessages.wrongType, {
      file: imageMessages.wrongType,
    });
  if (file.size > IMAGE_MAX_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}
