import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/recipes/create?template=true', '/recipes/create?template=true'],
    ['/recipes#steps', '/recipes#steps'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    ['//evil.com', 'protocol-relative'],
    ['https://x', 'absolute URL'],
    ['javascript:alert(1)', 'script URL'],
    ['/\\evil.com', 'backslash read as a slash'],
    ['/\t/evil.com', 'tab the URL parser strips'],
    ['profile', 'relative path'],
    ['', 'empty'],
    [null, 'missing'],
    [42, 'not a string'],
  ])('refuses %s (%s)', (input, _why) => {
    expect(safeRedirectPath(input)).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('encodes the wanted path and its query string', () => {
    expect(loginPathFor('/meal-plans?week=2')).toBe('/login?redirect=%2Fmeal-plans%3Fweek%3D2');
  });
  it('leaves out a redirect back to the home page', () => {
    expect(loginPathFor('/')).toBe('/login');
  });
});
