import { screen } from '@testing-library/react';
import { NavigationType, type Location } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordLocation, resetPageHistory } from '../../../lib/page-history';
import { renderWithRouter } from '../../../test-utils/render';

const at = (pathname: string, search: string, key: string): Location => ({
  pathname,
  search,
  key,
  hash: '',
  state: null,
});

/** A reload of the tab: every module runs afresh, the tab's sessionStorage stays. */
async function afterReload() {
  vi.resetModules();
  return import('./back-link');
}

beforeEach(() => {
  resetPageHistory();
  sessionStorage.clear();
});

describe('Back to recipes', () => {
  it('keeps the list’s search and filters after a reload of the recipe page', async () => {
    recordLocation(at('/recipes', '?q=soup&diet=vegan', 'a'), NavigationType.Push);
    recordLocation(at('/recipes/r-1', '', 'b'), NavigationType.Push);

    const { BackLink } = await afterReload();
    renderWithRouter(<BackLink to="/recipes">Back to recipes</BackLink>, {
      path: '/recipes/:id',
      initialEntry: '/recipes/r-1',
    });
    expect(screen.getByRole('link', { name: 'Back to recipes' })).toHaveAttribute(
      'href',
      '/recipes?q=soup&diet=vegan',
    );
  });

  it('goes to the plain list when the cook last saw it without a search, or storage holds junk', async () => {
    recordLocation(at('/recipes', '?q=soup', 'a'), NavigationType.Push);
    recordLocation(at('/recipes', '', 'b'), NavigationType.Push);
    let { BackLink } = await afterReload();
    const { unmount } = renderWithRouter(<BackLink to="/recipes">Back to recipes</BackLink>);
    expect(screen.getByRole('link', { name: 'Back to recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
    unmount();

    sessionStorage.setItem('mise.last-urls', '{"not": "a list"');
    ({ BackLink } = await afterReload());
    renderWithRouter(<BackLink to="/recipes">Back to recipes</BackLink>);
    expect(screen.getByRole('link', { name: 'Back to recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
  });
});
