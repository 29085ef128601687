import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECIPE_TEMPLATE_STORAGE_KEY, RecipeCreateSchema } from '@mise/core';
import { storeTemplateDraft } from './template';
import { makeMeal } from './test-fixtures';

afterEach(() => vi.restoreAllMocks());

const stored = (): unknown => JSON.parse(sessionStorage.getItem(RECIPE_TEMPLATE_STORAGE_KEY)!);

describe('the template draft of an inspiration', () => {
  it('is stored under core’s key as a recipe the create form accepts', () => {
    expect(storeTemplateDraft(makeMeal({ source_url: 'https://example.com/tatin' }))).toBe(true);
    const draft = RecipeCreateSchema.parse(stored());
    expect(draft).toMatchObject({
      title: 'Tarte Tatin',
      cuisine: 'French',
      servings: 4,
      prep_time: 15,
      cook_time: 30,
      complexity: 'medium',
      image_url: '/api/inspiration/images/mise-tarte-tatin.webp',
      source_url: 'https://example.com/tatin',
      is_public: false,
    });
    expect(draft.ingredients.map((i) => [i.quantity, i.name])).toEqual([
      ['6', 'Apples'],
      ['1 cup', 'Sugar'],
    ]);
    expect(draft.steps.map((s) => s.instruction)).toEqual([
      'Lay the pastry over the apples and bake.',
      'Cook the sugar to a caramel with the apples.',
    ]);
  });

  it('says when the browser refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(storeTemplateDraft(makeMeal())).toBe(false);
    expect(sessionStorage.getItem(RECIPE_TEMPLATE_STORAGE_KEY)).toBeNull();
  });
});
