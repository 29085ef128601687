import { createRoute, z } from '@hono/zod-openapi';
import {
  GenerateImageRequestSchema,
  GeneratedPreviewSchema,
  IMAGE_MAX_BYTES,
  ImageFromUrlSchema,
  ImageProvidersSchema,
  imageMessages,
  StockPhotoListSchema,
  StockSearchQuerySchema,
  StoredImageSchema,
  UseGeneratedImageSchema,
} from '@mise/core';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../http/app-error.js';
import type { AppEnv } from '../../http/context.js';
import { sendError } from '../../http/error-handler.js';
import { createRouter, errorResponse, jsonBody } from '../../http/openapi.js';
import { IMAGE_CACHE_CONTROL, UPLOADS_ROUTE_PREFIX } from '../../storage/storage.js';
import type { ImagesService } from './images.service.js';
import { readUploadedFile } from './upload-body.js';

const tags = ['Images'];

/** The JSON body of POST /api/images/generated: a base64 data URL of up to 5 MB of picture. */
const GENERATED_BODY_MAX_BYTES = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 4 * 1024;

/**
 * These two routes read bodies larger than the API's general 1 MB limit and count them themselves;
 * app.ts leaves them out of that limit.
 */
export const IMAGE_BODY_ROUTES: readonly string[] = ['/api/images', '/api/images/generated'];

const storedResponse = {
  description: 'Stored',
  content: { 'application/json': { schema: StoredImageSchema } },
};

const providersRoute = createRoute({
  method: 'get',
  path: '/api/images/providers',
  tags,
  summary: 'Which outside image services this server has keys for',
  responses: {
    200: {
      description: 'Enabled services',
      content: { 'application/json': { schema: ImageProvidersSchema } },
    },
    401: errorResponse('Not signed in'),
  },
});

const stockRoute = createRoute({
  method: 'get',
  path: '/api/images/stock',
  tags,
  summary: 'Stock-photo search (15 results), through the server’s Pexels-compatible key',
  request: { query: StockSearchQuerySchema },
  responses: {
    200: {
      description: 'Photos (an empty list when nothing matches)',
      content: { 'application/json': { schema: StockPhotoListSchema } },
    },
    400: errorResponse('Empty query'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No PEXELS_API_KEY on this server'),
    502: errorResponse('The provider failed or timed out'),
  },
});

const generateRoute = createRoute({
  method: 'post',
  path: '/api/images/generate',
  tags,
  summary:
    'A food photograph of the recipe, made by the server’s Stability-compatible key (preview only)',
  request: { body: jsonBody(GenerateImageRequestSchema) },
  responses: {
    200: {
      description: 'Preview as a data URL; nothing is stored yet',
      content: { 'application/json': { schema: GeneratedPreviewSchema } },
    },
    400: errorResponse('Invalid recipe fields'),
    401: errorResponse('Not signed in'),
    402: errorResponse('Too few credits left: nothing was called'),
    404: errorResponse('No STABILITY_API_KEY on this server'),
    502: errorResponse('The provider failed or timed out'),
  },
});

const useGeneratedRoute = createRoute({
  method: 'post',
  path: '/api/images/generated',
  tags,
  summary: 'Keep a generated picture: checked, re-encoded and stored like an upload',
  request: { body: jsonBody(UseGeneratedImageSchema) },
  responses: {
    201: storedResponse,
    400: errorResponse('Not a JPEG/PNG/WebP data URL, or over 5 MB'),
    401: errorResponse('Not signed in'),
  },
});

const fromUrlRoute = createRoute({
  method: 'post',
  path: '/api/images/from-url',
  tags,
  summary:
    'Copy a picture from the web (an imported recipe’s): fetched, checked, stored like an upload',
  description:
    'Fetched by recipe import’s rules: http(s) only, never a private, loopback or link-local ' +
    'address (after DNS resolution and on redirects), 10 s, 5 MB.',
  request: { body: jsonBody(ImageFromUrlSchema) },
  responses: {
    201: storedResponse,
    400: errorResponse('Not an http(s) URL, a private address, over 5 MB, or not an image'),
    401: errorResponse('Not signed in'),
    502: errorResponse('The picture could not be fetched'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/images/{path}',
  tags,
  summary: 'Delete a stored image and its thumbnail (only the member who stored it)',
  request: {
    params: z.object({
      path: z.string().max(200).openapi({ example: 'images/1767225600000-abcdefghij234567.jpg' }),
    }),
  },
  responses: {
    204: { description: 'Deleted' },
    401: errorResponse('Not signed in'),
    403: errorResponse('Stored by someone else'),
    404: errorResponse('No such stored image'),
  },
});

export function imagesRoutes(service: ImagesService, requireUser: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  router.use('/api/images', requireUser);
  router.use('/api/images/*', requireUser);
  router.use(
    '/api/images/generated',
    bodyLimit({
      maxSize: GENERATED_BODY_MAX_BYTES,
      onError: (c) => sendError(c, new AppError('VALIDATION_FAILED', imageMessages.fileTooLarge)),
    }),
  );

  // The upload is read as a stream (see upload-body.ts), so it is declared for the API document
  // only: a validated multipart body would be parsed, in full, before the handler could count it.
  router.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/images',
    tags,
    summary:
      'Upload a picture (multipart field `file`; JPEG, PNG, GIF or WebP by its bytes; at most 5 MB)',
    description:
      'Re-encoded on the server: orientation applied, all metadata (EXIF incl. GPS) removed, ' +
      'longest side at most 2000 px, GIF kept as a PNG of its first frame, plus a 320 px thumbnail.',
    request: {
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({ file: z.string().openapi({ type: 'string', format: 'binary' }) }),
          },
        },
      },
    },
    responses: {
      201: storedResponse,
      400: errorResponse('Too large, not an image, or too many pixels'),
      401: errorResponse('Not signed in'),
    },
  });
  router.post('/api/images', async (c) => {
    const bytes = await readUploadedFile(c.req.raw);
    return c.json(await service.upload(bytes, c.var.user.id), 201);
  });

  // Stored files, when this server serves them (local disk, or a bucket with no public URL).
  router.get(`${UPLOADS_ROUTE_PREFIX}/images/:file`, async (c) => {
    const file = await service.read(`images/${c.req.param('file')}`);
    if (!file) return c.text('Not found', 404);
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.body.byteLength),
      'Cache-Control': IMAGE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    });
  });

  return router
    .openapi(providersRoute, (c) => c.json(service.providers(), 200))
    .openapi(stockRoute, async (c) =>
      c.json(await service.searchStock(c.req.valid('query').q), 200),
    )
    .openapi(generateRoute, async (c) =>
      c.json(await service.generate(c.req.valid('json'), c.var.user.id), 200),
    )
    .openapi(useGeneratedRoute, async (c) =>
      c.json(await service.storeGenerated(c.req.valid('json').data_url, c.var.user.id), 201),
    )
    .openapi(fromUrlRoute, async (c) =>
      c.json(await service.storeFromUrl(c.req.valid('json').url, c.var.user.id), 201),
    )
    .openapi(deleteRoute, async (c) => {
      await service.delete(c.req.valid('param').path, c.var.user.id);
      return c.body(null, 204);
    });
}
