import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test-utils/render';
import { makeRecipe } from '../test-utils/recipe-fixtures';
import { RecipeCard } from './recipe-card';

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
});
