import { describe, expect, it } from 'vitest';
import {
  GenerateImageRequestSchema,
  imageMessages,
  storedImagePath,
  StockSearchQuerySchema,
  UseGeneratedImageSchema,
  validateImageUrl,
} from './images.js';

describe('validateImageUrl (spec-1 §5)', () => {
  it.each([
    ['', imageMessages.emptyUrl],
    ['   ', imageMessages.emptyUrl],
    ['not a url', imageMessages.invalidUrl],
    ['example.com/a.jpg', imageMessages.invalidUrl],
    ['javascript:alert(1)//x.png', imageMessages.invalidUrl],
    ['data:image/png;base64,AAAA', imageMessages.invalidUrl],
    ['https://example.com/photo', imageMessages.notAnImageUrl],
    ['https://example.com/photo.svg', imageMessages.notAnImageUrl],
    ['https://example.com/photo.html?x=.jpg', imageMessages.notAnImageUrl],
    ['https://example.com/', imageMessages.notAnImageUrl],
  ])('%j → %s', (input, message) => {
    expect(validateImageUrl(input)).toBe(message);
  });

  it.each([
    'https://example.com/a.jpg',
    'https://example.com/a.JPEG',
    'http://example.com/dir/a.gif',
    'https://cdn.example.com/a.png?w=400#top',
    '  https://example.com/a.webp  ',
  ])('accepts %j', (input) => {
    expect(validateImageUrl(input)).toBeNull();
  });
});

describe('storedImagePath', () => {
  const name = '1767225600000-abcdefghij012345.jpg';
  it('finds the path of our own files, local or in a bucket', () => {
    expect(storedImagePath(`/uploads/images/${name}`)).toBe(`images/${name}`);
    expect(storedImagePath(`https://cdn.example.com/recipes/images/${name}?v=1`)).toBe(
      `images/${name}`,
    );
  });
  it.each([
    null,
    '',
    'https://example.com/images/photo.jpg',
    `/uploads/images/${name.replace('.jpg', '-thumb.jpg')}`,
    `/uploads/images/../${name}x`,
    `/uploads/images/${name.replace('.jpg', '.svg')}`,
  ])('ignores %j', (url) => {
    expect(storedImagePath(url)).toBeNull();
  });
});

describe('request schemas', () => {
  it('refuses an empty search with the spec message', () => {
    const result = StockSearchQuerySchema.safeParse({ q: '  ' });
    expect(result.error?.issues[0]?.message).toBe(imageMessages.emptySearch);
  });
  it('needs a title to generate and fills defaults', () => {
    expect(GenerateImageRequestSchema.safeParse({ title: '' }).success).toBe(false);
    expect(GenerateImageRequestSchema.parse({ title: 'Soup' })).toEqual({
      title: 'Soup',
      description: '',
      ingredients: [],
      steps: [],
      dietary_restrictions: [],
    });
  });
  it('takes only base64 image data URLs to keep', () => {
    expect(
      UseGeneratedImageSchema.safeParse({ data_url: 'data:image/png;base64,iVBORw0KGgo=' }).success,
    ).toBe(true);
    expect(
      UseGeneratedImageSchema.safeParse({ data_url: 'data:image/svg+xml;base64,PHN2Zz4=' }).success,
    ).toBe(false);
    expect(UseGeneratedImageSchema.safeParse({ data_url: 'https://x/a.png' }).success).toBe(false);
  });
});
