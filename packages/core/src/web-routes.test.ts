import { describe, expect, it } from 'vitest';
import { isWebPagePath } from './web-routes.js';

describe('isWebPagePath', () => {
  it.each([
    '/',
    '/recipes',
    '/recipes/',
    '/Recipes',
    '/recipes/0b7c7f7e-1c1e-4a59-9a0e-6f0f5f9a2b1c',
    '/recipes/42/edit',
    '/recipes/create',
    '/admin/health-goals',
    '/test/achievements',
  ])('knows %s', (path) => expect(isWebPagePath(path)).toBe(true));

  it.each(['/no-such-page', '/no/such/page', '/recipes/42/edit/more', '/admin', '/api/recipes'])(
    'does not know %s',
    (path) => expect(isWebPagePath(path)).toBe(false),
  );
});
