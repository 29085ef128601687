import { describe, expect, it } from 'vitest';
import { detectImageFormat } from './image-processing.js';
import { gifBytes, jpegWithGps, pngBytes, svgWithScript, webpBytes } from './test-images.js';

describe('detectImageFormat', () => {
  it('knows JPEG, PNG, GIF and WebP by their first bytes', async () => {
    expect(detectImageFormat(await jpegWithGps())).toBe('jpeg');
    expect(detectImageFormat(await pngBytes())).toBe('png');
    expect(detectImageFormat(await gifBytes())).toBe('gif');
    expect(detectImageFormat(await webpBytes())).toBe('webp');
  });

  it.each([
    ['SVG', svgWithScript()],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['text', Buffer.from('GIF8 is not enough')],
    ['RIFF that is not WebP', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
    ['empty', new Uint8Array(0)],
    ['BMP', Buffer.from('BM\0\0\0\0')],
  ])('knows nothing else: %s', (_label, bytes) => {
    expect(detectImageFormat(bytes)).toBeNull();
  });
});
