import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test-utils/render';
import { HomePage } from '../pages/home-page';

const recipe = (id: string, title: string) => ({
  id,
  title,
  description: '',
  image_url: null,
  prep_time: 10,
  cook_time: 5,
  complexity: 'medium',
  dietary_restrictions: [],
  cuisine: null,
  ingredients: [],
  steps: [],
});

function serve(routes: Record<string, () => Response>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, 'http://x');
    const handler = routes[url.pathname];
    return Promise.resolve(handler ? handler() : new Response(null, { status: 404 }));
  });
}

const ok = (items: unknown[]) =>
  new Response(JSON.stringify({ items, next_cursor: null }), { status: 200 });

afterEach(() => vi.restoreAllMocks());

describe('home page recipe sections', () => {
  it('shows trending and featured recipes as cards linking to them', async () => {
    serve({
      '/api/recipes/trending': () => ok([recipe('t1', 'Ramen'), recipe('t2', 'Tacos')]),
      '/api/recipes/featured': () => ok([recipe('f1', 'Paella')]),
    });
    renderWithRouter(<HomePage />, { me: null });

    const trending = screen.getByRole('region', { name: 'Trending Recipes' });
    expect(await within(trending).findByRole('link', { name: 'Ramen' })).toHaveAttribute(
      'href',
      '/recipes/t1',
    );
    expect(within(trending).getByRole('link', { name: 'Tacos' })).toBeInTheDocument();
    expect(within(trending).getAllByText('15 min')).toHaveLength(2);
    const featured = screen.getByRole('region', { name: 'Featured Recipes' });
    expect(await within(featured).findByRole('link', { name: 'Paella' })).toBeInTheDocument();
  });

  it('shows the empty text, and on failure a small note with Retry and the spec’s message at the top', async () => {
    serve({
      '/api/recipes/trending': () => ok([]),
      '/api/recipes/featured': () => new Response('{}', { status: 500 }),
    });
    renderWithRouter(<HomePage />, { me: null });

    const trending = screen.getByRole('region', { name: 'Trending Recipes' });
    expect(await within(trending).findByText('No trending recipes yet.')).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Featured Recipes' });
    expect(
      await within(featured).findByText('Could not load featured recipes.'),
    ).toBeInTheDocument();
    expect(
      within(featured).getByRole('button', { name: 'Retry loading featured recipes' }),
    ).toBeInTheDocument();
    // The spec's message once, at the top of the page, not inside the section.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load some content. Please try refreshing the page.',
    );
    expect(within(featured).queryByRole('alert')).not.toBeInTheDocument();
  });
});
