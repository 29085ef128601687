import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test-utils/render';
import { makeRecipe } from '../test-utils/recipe-fixtures';
import { cardImageLoading, RecipeCard } from './recipe-card';

function renderCard(overrides: Parameters<typeof makeRecipe>[0] = {}) {
  return renderWithRouter(<RecipeCard recipe={makeRecipe(overrides)} />);
}

describe('RecipeCard', () => {
  it('says Private on a recipe only its owner sees, and nothing on a public one', () => {
    const { unmount } = renderCard({ is_public: false });
    expect(screen.getByRole('article')).toHaveTextContent('Private');
    unmount();
    renderCard({ is_public: true });
    expect(screen.getByRole('article')).not.toHaveTextContent('Private');
  });

  it('writes the total time like a cookbook', () => {
    renderCard({ prep_time: 30, cook_time: 330 });
    expect(screen.getByRole('article')).toHaveTextContent('Total time: 6 h');
  });

  it('shows no time at all for a recipe without times, never "0 min"', () => {
    renderCard({ prep_time: 0, cook_time: 0 });
    expect(screen.getByRole('article')).not.toHaveTextContent(/Total time|0 min/);
  });

  it('offers starter artwork at both its widths, sized for a card; other pictures as they are', () => {
    const starter = '/uploads/images/0000000000000-abcdefghijklmnop.webp';
    const { container, unmount } = renderCard({ image_url: starter });
    const picture = container.querySelector('img')!;
    expect(picture).toHaveAttribute(
      'srcset',
      '/uploads/images/0000000000000-abcdefghijklmnop-thumb.webp 320w, ' + starter + ' 640w',
    );
    expect(picture.getAttribute('sizes')).toContain('100vw');
    expect(picture).toHaveAttribute('loading', 'lazy');
    unmount();

    // A member's upload (not the all-zero timestamp) or another site's picture: no guessing.
    for (const src of [
      '/uploads/images/1700000000000-abcdefghijklmnop.webp',
      'https://example.test/a.jpg',
    ]) {
      const other = renderCard({ image_url: src });
      const img = other.container.querySelector('img')!;
      expect(img).toHaveAttribute('src', src);
      expect(img).not.toHaveAttribute('srcset');
      expect(img).not.toHaveAttribute('sizes');
      other.unmount();
    }
  });

  it('loads the first row of a list at once, the first picture first', () => {
    expect([0, 1, 2, 3, 10].map(cardImageLoading)).toEqual([
      'priority',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    const { container } = renderWithRouter(
      <RecipeCard
        recipe={makeRecipe({ image_url: 'https://example.test/a.jpg' })}
        imageLoading="priority"
      />,
    );
    const picture = container.querySelector('img')!;
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
  });
});
