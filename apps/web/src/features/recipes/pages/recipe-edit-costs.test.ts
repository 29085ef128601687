import { beforeAll, describe, expect, it } from 'vitest';
import { loadRecipeContracts } from '../contracts';
import { followingCosts, formValuesFromRecipe, type RecipeFormValues } from '../recipe-form-model';
import { RecipeFormSchema } from '../validation';
import { makeRecipe } from '../../../test-utils/recipe-fixtures';
import { recipeUpdateFrom } from './recipe-edit-page';

/** The edit form as the cook leaves it: loaded from the recipe, then `change`d, then validated. */
function saved(recipe: ReturnType<typeof makeRecipe>, change: Partial<RecipeFormValues> = {}) {
  const values = RecipeFormSchema.parse({ ...formValuesFromRecipe(recipe), ...change });
  return recipeUpdateFrom(recipe, values).patch;
}

// As in the form, where the contract has loaded once the form painted: the costs follow with it.
beforeAll(() => loadRecipeContracts());

describe('the edit form never rewrites stored costs it was not asked to change', () => {
  it.each([
    ['a total without a cost per serving', { servings: 4, total_cost: 12, cost_per_serving: 0 }],
    [
      'a pair rounded apart (9.26 in all, 2.31 a serving)',
      { servings: 4, total_cost: 9.26, cost_per_serving: 2.31 },
    ],
    [
      'a pair rounded apart (10 in all, 3.33 a serving)',
      { servings: 3, total_cost: 10, cost_per_serving: 3.33 },
    ],
  ])('%s: renaming the recipe sends no cost', (_name, costs) => {
    const patch = saved(makeRecipe(costs), { title: 'Sunday pancakes' });
    expect(patch.title).toBe('Sunday pancakes');
    expect(patch).not.toHaveProperty('total_cost');
    expect(patch).not.toHaveProperty('cost_per_serving');
  });

  it('a recipe priced by its total keeps the total as the basis when the servings change', () => {
    const recipe = makeRecipe({ servings: 4, total_cost: 12, cost_per_serving: 0 });
    const values = formValuesFromRecipe(recipe);
    expect(values.cost_basis).toBe('total');
    const following = followingCosts({ ...values, servings: '6' }, 'servings');
    const patch = saved(recipe, { ...following, servings: '6' });
    expect(patch).toMatchObject({ servings: 6, total_cost: 12, cost_per_serving: 2 });
  });

  it('a changed cost is sent, with the other following it', () => {
    const recipe = makeRecipe({ servings: 4, total_cost: 12, cost_per_serving: 3 });
    const patch = saved(recipe, { cost_per_serving: '2.5', cost_basis: 'per_serving' });
    expect(patch).toMatchObject({ total_cost: 10, cost_per_serving: 2.5 });
  });
});
