import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_MAX_BYTES, imageMessages } from '@mise/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images } from '../../db/schema/images.js';
import { createLocalStorage } from '../../storage/local-storage.js';
import { call, setUpTestApp, signUp, TEST_ORIGIN } from '../../../test/test-app.js';
import { MAX_INPUT_PIXELS } from './image-processing.js';
import {
  gifBytes,
  gifHtmlPolyglot,
  hasGpsPointer,
  jpegWithGps,
  jpegWithTrailingScript,
  largeJpeg,
  pixelBombPng,
  pngBytes,
  pngWithScriptChunk,
  svgWithScript,
  webpBytes,
} from './test-images.js';
import { UPLOAD_BODY_MAX_BYTES } from './upload-body.js';

type Stored = {
  url: string;
  path: string;
  thumb_url: string;
  width: number;
  height: number;
  content_type: string;
};

const uploadsRoot = mkdtempSync(path.join(tmpdir(), 'mise-images-test-'));
const imagesDir = path.join(uploadsRoot, 'images');
const filesOnDisk = () => {
  try {
    return readdirSync(imagesDir).sort();
  } catch {
    return [];
  }
};

describe('images: upload, serve, delete', () => {
  const suite = setUpTestApp({
    images: { storage: createLocalStorage(uploadsRoot), stockPhotos: null, imageGenerator: null },
  });

  function upload(
    cookie: string | undefined,
    bytes: Uint8Array,
    name = 'photo.jpg',
    type = 'image/jpeg',
  ) {
    const form = new FormData();
    form.append('file', new File([bytes], name, { type }));
    return suite.app.request(`${TEST_ORIGIN}/api/images`, {
      method: 'POST',
      body: form,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    });
  }
  const rowCount = async () => (await suite.database.db.select().from(images)).length;

  async function expectRefused(response: Response, message: string) {
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message, fields: { file: message } },
    });
  }

  it('refuses guests before reading the body', async () => {
    const response = await upload(undefined, await pngBytes());
    expect(response.status).toBe(401);
    expect(filesOnDisk()).toEqual([]);
  });

  it('stores a JPEG re-encoded: upright, no EXIF or GPS, with a thumbnail, named by the server', async () => {
    const member = await signUp(suite.app);
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsPointer(before.exif)).toBe(true);

    const response = await upload(member.cookie, original, '../../my holiday.jpg');
    expect(response.status).toBe(201);
    const stored = (await response.json()) as Stored;
    expect(stored.path).toMatch(/^images\/\d{13}-[a-z0-9]{16}\.jpg$/);
    expect(stored).toMatchObject({
      url: `/uploads/${stored.path}`,
      thumb_url: `/uploads/${stored.path.replace('.jpg', '-thumb.jpg')}`,
      width: 400,
      height: 600,
      content_type: 'image/jpeg',
    });

    const saved = readFileSync(path.join(uploadsRoot, stored.path));
    const after = await sharp(saved).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 400, height: 600 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(saved.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(saved.includes(Buffer.from('Secret Kitchen'))).toBe(false);

    const thumb = await sharp(
      readFileSync(path.join(uploadsRoot, stored.path.replace('.jpg', '-thumb.jpg'))),
    ).metadata();
    expect(thumb).toMatchObject({ format: 'jpeg', width: 213, height: 320 });
    expect(thumb.exif).toBeUndefined();
  });

  it('serves stored files with their type, nosniff and an hour of caching', async () => {
    const member = await signUp(suite.app);
    const stored = (await (await upload(member.cookie, await pngBytes())).json()) as Stored;
    const response = await suite.app.request(`${TEST_ORIGIN}${stored.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(
      readFileSync(path.join(uploadsRoot, stored.path)),
    );
    const thumb = await suite.app.request(`${TEST_ORIGIN}${stored.thumb_url}`);
    expect(thumb.status).toBe(200);
  });

  it.each([
    '/uploads/images/1767225600000-abcdefghij234567.jpg',
    '/uploads/images/..%2F..%2Fauth-secret',
    '/uploads/images/photo.svg',
  ])('answers 404 for %s', async (url) => {
    expect((await suite.app.request(`${TEST_ORIGIN}${url}`)).status).toBe(404);
  });

  it.each([
    ['a PNG named .txt', pngBytes, 'notes.txt', 'text/plain', 'image/png', 'png'],
    ['a GIF (first frame, as PNG)', gifBytes, 'anim.gif', 'image/gif', 'image/png', 'png'],
    ['a WebP', webpBytes, 'p.webp', 'image/webp', 'image/webp', 'webp'],
    [
      'a JPEG sent as octet-stream',
      largeJpeg,
      'x',
      'application/octet-stream',
      'image/jpeg',
      'jpg',
    ],
  ] as const)('accepts %s by its bytes', async (_label, make, name, type, contentType, ext) => {
    const member = await signUp(suite.app);
    const response = await upload(member.cookie, await make(), name, type);
    expect(response.status).toBe(201);
    const stored = (await response.json()) as Stored;
    expect(stored.content_type).toBe(contentType);
    expect(stored.path.endsWith(`.${ext}`)).toBe(true);
    expect(Math.max(stored.width, stored.height)).toBeLessThanOrEqual(2000);
  });

  it('caps the longest side at 2000 px', async () => {
    const member = await signUp(suite.app);
    const stored = (await (await upload(member.cookie, await largeJpeg())).json()) as Stored;
    expect([stored.width, stored.height]).toEqual([2000, 1000]);
  });

  it('re-encodes away whatever hid in a file that does decode', async () => {
    const member = await signUp(suite.app);
    for (const [bytes, marker] of [
      [await jpegWithTrailingScript(), '<script>alert("jpeg")'],
      [await pngWithScriptChunk(), '<script>alert("png")'],
    ] as const) {
      expect(bytes.includes(Buffer.from(marker))).toBe(true);
      const response = await upload(member.cookie, bytes, 'x.png', 'image/png');
      expect(response.status).toBe(201);
      const stored = (await response.json()) as Stored;
      const saved = readFileSync(path.join(uploadsRoot, stored.path));
      expect(saved.includes(Buffer.from('<script'))).toBe(false);
    }
  });

  describe('refusals leave no file and no row behind', () => {
    const cases: [string, () => Uint8Array | Promise<Uint8Array>, string, string, string][] = [
      [
        'a text file named .png',
        () => Buffer.from('hello, this is not a picture'),
        'photo.png',
        'image/png',
        imageMessages.wrongType,
      ],
      ['an SVG', svgWithScript, 'logo.svg', 'image/svg+xml', imageMessages.wrongType],
      ['an SVG named .png', svgWithScript, 'logo.png', 'image/png', imageMessages.wrongType],
      [
        'a GIF header followed by HTML',
        gifHtmlPolyglot,
        'x.gif',
        'image/gif',
        imageMessages.wrongType,
      ],
      [
        'a PNG signature on a JPEG body',
        async () =>
          Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            (await largeJpeg()).subarray(8),
          ]),
        'x.png',
        'image/png',
        imageMessages.wrongType,
      ],
      [
        'a truncated PNG',
        async () => (await pngBytes(400, 400)).subarray(0, 60),
        'x.png',
        'image/png',
        imageMessages.wrongType,
      ],
      ['an empty file', () => new Uint8Array(0), 'x.jpg', 'image/jpeg', imageMessages.wrongType],
      [
        'a 20000×20000 pixel bomb',
        pixelBombPng,
        'bomb.png',
        'image/png',
        imageMessages.tooManyPixels,
      ],
      [
        'a file of 5 MB and one byte',
        () => {
          const big = Buffer.alloc(IMAGE_MAX_BYTES + 1, 7);
          Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(big);
          return big;
        },
        'big.jpg',
        'image/jpeg',
        imageMessages.fileTooLarge,
      ],
    ];

    it.each(cases)('%s', async (_label, make, name, type, message) => {
      const member = await signUp(suite.app);
      const files = filesOnDisk();
      const rows = await rowCount();
      const started = performance.now();
      await expectRefused(await upload(member.cookie, await make(), name, type), message);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(filesOnDisk()).toEqual(files);
      expect(await rowCount()).toBe(rows);
    });
  });

  it('keeps the pixel limit at 40 megapixels', () => {
    expect(MAX_INPUT_PIXELS).toBe(40_000_000);
  });

  it('refuses a body that is not multipart, or has no file field', async () => {
    const member = await signUp(suite.app);
    const raw = await suite.app.request(`${TEST_ORIGIN}/api/images`, {
      method: 'POST',
      body: await pngBytes(),
      headers: { origin: TEST_ORIGIN, cookie: member.cookie, 'content-type': 'image/png' },
    });
    await expectRefused(raw, imageMessages.wrongType);
    const form = new FormData();
    form.append('picture', 'not a file');
    const noFile = await suite.app.request(`${TEST_ORIGIN}/api/images`, {
      method: 'POST',
      body: form,
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    });
    await expectRefused(noFile, imageMessages.wrongType);
  });

  it('stops reading an oversized body as it streams in, without buffering it', async () => {
    const member = await signUp(suite.app);
    const chunk = new Uint8Array(64 * 1024).fill(1);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 50 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await suite.app.request(`${TEST_ORIGIN}/api/images`, {
      method: 'POST',
      body: endless,
      duplex: 'half',
      headers: {
        origin: TEST_ORIGIN,
        cookie: member.cookie,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
    });
    await expectRefused(response, imageMessages.fileTooLarge);
    expect(pulled).toBeLessThan(UPLOAD_BODY_MAX_BYTES + 4 * chunk.byteLength);
  });

  it('answers a real client that keeps sending past 5 MB with the message, not a reset', async () => {
    const member = await signUp(suite.app);
    const server = serve({ fetch: suite.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const declareLength of [false, true]) {
        const total = 12 * 1024 * 1024;
        const answer = await new Promise<{ status: number | undefined; body: string }>(
          (resolve, reject) => {
            const req = request(
              {
                host: '127.0.0.1',
                port,
                path: '/api/images',
                method: 'POST',
                headers: {
                  cookie: member.cookie,
                  'content-type': 'multipart/form-data; boundary=xyz',
                  ...(declareLength ? { 'content-length': String(total) } : {}),
                },
              },
              (res) => {
                let body = '';
                res.on('data', (d: Buffer) => (body += d.toString()));
                res.on('end', () => resolve({ status: res.statusCode, body }));
              },
            );
            req.on('error', reject);
            const chunk = Buffer.alloc(64 * 1024, 1);
            let sent = 0;
            const pump = () => {
              while (sent < total) {
                sent += chunk.byteLength;
                if (!req.write(chunk)) return void req.once('drain', pump);
              }
              req.end();
            };
            pump();
          },
        );
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body)).toMatchObject({
          error: { message: imageMessages.fileTooLarge },
        });
      }
    } finally {
      server.close();
    }
  });

  it('refuses a declared Content-Length over the limit before reading anything', async () => {
    const member = await signUp(suite.app);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const response = await suite.app.request(`${TEST_ORIGIN}/api/images`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        origin: TEST_ORIGIN,
        cookie: member.cookie,
        'content-type': 'multipart/form-data; boundary=xyz',
        'content-length': String(20 * 1024 * 1024),
      },
    });
    await expectRefused(response, imageMessages.fileTooLarge);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('keeps a generated picture sent back as a data URL, checked like an upload', async () => {
    const member = await signUp(suite.app);
    const png = await pngBytes(1024, 1024);
    const response = await call(suite.app, 'POST', '/api/images/generated', {
      cookie: member.cookie,
      body: { data_url: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ content_type: 'image/png', width: 1024 });

    const svg = await call(suite.app, 'POST', '/api/images/generated', {
      cookie: member.cookie,
      body: { data_url: `data:image/png;base64,${svgWithScript().toString('base64')}` },
    });
    await expectRefused(svg, imageMessages.wrongType);
    const guest = await call(suite.app, 'POST', '/api/images/generated', {
      body: { data_url: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(guest.status).toBe(401);
  });

  it('lets only the uploader delete an image, and removes both files', async () => {
    const owner = await signUp(suite.app);
    const stranger = await signUp(suite.app);
    const stored = (await (await upload(owner.cookie, await pngBytes())).json()) as Stored;
    const name = path.basename(stored.path);
    const thumbName = name.replace('.png', '-thumb.png');
    const target = `/api/images/${encodeURIComponent(stored.path)}`;
    expect(filesOnDisk()).toEqual(expect.arrayContaining([name, thumbName]));

    expect((await call(suite.app, 'DELETE', target)).status).toBe(401);
    const refused = await call(suite.app, 'DELETE', target, { cookie: stranger.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: imageMessages.deleteNotOwner },
    });
    expect(filesOnDisk()).toEqual(expect.arrayContaining([name, thumbName]));
    expect((await suite.app.request(`${TEST_ORIGIN}${stored.url}`)).status).toBe(200);

    const deleted = await call(suite.app, 'DELETE', target, { cookie: owner.cookie });
    expect(deleted.status).toBe(204);
    expect(filesOnDisk()).not.toContain(name);
    expect(filesOnDisk()).not.toContain(thumbName);
    expect((await suite.app.request(`${TEST_ORIGIN}${stored.url}`)).status).toBe(404);

    const again = await call(suite.app, 'DELETE', target, { cookie: owner.cookie });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({
      error: { code: 'NOT_FOUND', message: imageMessages.imageNotFound },
    });
  });

  it.each(['images%2F..%2F..%2Fauth-secret', 'auth-secret', 'images%2Fphoto.jpg'])(
    'answers 404 when deleting something that is not a stored image: %s',
    async (target) => {
      const member = await signUp(suite.app);
      const response = await call(suite.app, 'DELETE', `/api/images/${target}`, {
        cookie: member.cookie,
      });
      expect(response.status).toBe(404);
    },
  );

  it('documents the image routes in the API document', async () => {
    const doc = (await (await call(suite.app, 'GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/images'] ?? {})).toEqual(['post']);
    expect(doc.paths).toHaveProperty(['/api/images/stock', 'get']);
    expect(doc.paths).toHaveProperty(['/api/images/generate', 'post']);
    expect(doc.paths).toHaveProperty(['/api/images/generated', 'post']);
    expect(doc.paths).toHaveProperty(['/api/images/{path}', 'delete']);
  });
});
