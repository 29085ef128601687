import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recipe } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { fakeApi, json, makeRecipe } from '../../../test-utils/recipe-fixtures';
import { RecipeDetailPage } from './recipe-detail-page';

/** The recipe page's nutrition (issue 10 §3): never stale, never falsely precise. */
async function showRecipe(overrides: Partial<Recipe>) {
  fakeApi({ 'GET /api/recipes/r-1': () => json(200, makeRecipe(overrides)) });
  renderWithRouter(<RecipeDetailPage />, {
    path: '/recipes/:id',
    initialEntry: '/recipes/r-1',
    me: memberMe,
  });
  await screen.findByRole('heading', { level: 1, name: 'Pancakes' });
  return screen.getByRole('region', { name: 'Nutrition per serving' });
}

const outdatedNote = 'Ingredients changed since these values were entered.';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => toastStore.clear());
  vi.restoreAllMocks();
});

describe('the recipe page’s nutrition', () => {
  it('shows values rounded as a label is, each value with its unit on one line', async () => {
    const nutrition = await showRecipe({
      nutritional_info: { calories: 861.4, protein: 27.26, fat: 3.2, sodium: 143.2, iron: 2.345 },
      ai_estimated: true,
    });
    const value = (label: string) => within(nutrition).getByText(label).nextElementSibling;
    expect(value('Calories')).toHaveTextContent('860 kcal');
    expect(value('Protein')).toHaveTextContent('27 g');
    expect(value('Fat')).toHaveTextContent('3 g');
    expect(value('Sodium')).toHaveTextContent('140 mg');
    expect(value('Iron')).toHaveTextContent('2.3 mg');
    expect(value('Sodium')).toHaveClass('whitespace-nowrap');
    expect(nutrition).toHaveTextContent('Per serving · estimated automatically');
    expect(nutrition).not.toHaveTextContent(outdatedNote);
  });

  it('does not call typed values an estimate', async () => {
    const nutrition = await showRecipe({ nutritional_info: { calories: 350 } });
    expect(nutrition).toHaveTextContent('Per serving');
    expect(nutrition).not.toHaveTextContent('estimated automatically');
  });

  it('flags typed values whose ingredients changed and offers the owner to recalculate', async () => {
    const nutrition = await showRecipe({
      nutritional_info: { calories: 861 },
      nutrition_outdated: true,
    });
    expect(nutrition).toHaveTextContent(outdatedNote);
    expect(
      within(nutrition).getByRole('link', { name: 'Recalculate nutrition in the editor' }),
    ).toHaveAttribute('href', '/recipes/r-1/edit#nutrition');
  });

  it('tells a visitor the values are outdated, without an editor link', async () => {
    const nutrition = await showRecipe({
      nutritional_info: { calories: 861 },
      nutrition_outdated: true,
      is_owner: false,
      user_id: 'u-2',
      author_id: 'u-2',
    });
    expect(nutrition).toHaveTextContent(outdatedNote);
    expect(within(nutrition).queryByRole('link')).not.toBeInTheDocument();
  });
});
