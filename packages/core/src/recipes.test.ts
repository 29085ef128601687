import { describe, expect, it } from 'vitest';
import {
  RecipeCreateSchema,
  RecipeEditFormSchema,
  RecipePatchSchema,
  StepInputSchema,
} from './recipes.js';
import { recipeMessages } from './messages.js';
import { MAX_SERVINGS } from './recipe-options.js';

/** Decision 0008: one set of recipe rules for the create form, the edit form and the API. */
describe('one set of recipe rules', () => {
  // Each field the forms hold, with values on both sides of its rule.
  const cases: Record<keyof typeof RecipeEditFormSchema.shape, unknown[]> = {
    title: ['', '   ', 'Toast', 'x'.repeat(200), 'x'.repeat(201)],
    description: ['', '   ', 'Crisp.', 'x'.repeat(5000), 'x'.repeat(5001)],
    prep_time: [-1, 0, 1.5, 30, '15', 'soon'],
    cook_time: [-1, 0, 2.5, 90, '0'],
    servings: [0, 1, 1.5, 4, -2, '6', MAX_SERVINGS, MAX_SERVINGS + 1],
    total_cost: [-0.01, 0, 0.001, 12.34, '3.5'],
    cost_per_serving: [-0.01, 0, 0.005, 2.5, '1.25'],
    complexity: ['easy', 'expert', 'Hard', ''],
  };

  const verdicts = (field: keyof typeof cases, value: unknown) => ({
    form: RecipeEditFormSchema.shape[field].safeParse(value).success,
    patch: RecipePatchSchema.safeParse({ [field]: value }).success,
    create: RecipeCreateSchema.safeParse({ title: 'Toast', [field]: value }).success,
  });

  for (const [field, values] of Object.entries(cases) as Array<[keyof typeof cases, unknown[]]>) {
    it.each(values.map((value) => [JSON.stringify(value), value]))(
      `${field} = %s: the forms, create and update agree`,
      (_, value) => {
        const { form, patch, create } = verdicts(field, value);
        expect({ patch, create }).toEqual({ patch: form, create: form });
      },
    );
  }

  it('covers every field the forms check', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(RecipeEditFormSchema.shape).sort());
  });

  it('an empty description is accepted by every form (a recipe created without one can be edited)', () => {
    const created = RecipeCreateSchema.parse({ title: 'Toast' });
    expect(created.description).toBe('');
    const asTheEditFormHoldsIt = Object.fromEntries(
      Object.keys(RecipeEditFormSchema.shape).map((key) => [
        key,
        created[key as keyof typeof created],
      ]),
    );
    expect(RecipeEditFormSchema.safeParse(asTheEditFormHoldsIt).success).toBe(true);
  });
});

describe('servings', () => {
  it('go up to MAX_SERVINGS, the one limit the scaler on the recipe page also uses', () => {
    expect(RecipeCreateSchema.safeParse({ title: 'Feast', servings: MAX_SERVINGS }).success).toBe(
      true,
    );
    const tooMany = RecipePatchSchema.safeParse({ servings: MAX_SERVINGS + 1 });
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual([
      recipeMessages.servingsRange,
    ]);
    expect(recipeMessages.servingsRange).toContain(`from 1 to ${MAX_SERVINGS}`);
  });
});

describe('a step’s time', () => {
  it.each([
    ['empty', '', null],
    ['blank', '   ', null],
    ['null', null, null],
    ['zero', '0', 0],
    ['whole minutes', '12', 12],
    ['a number', 5, 5],
  ])('%s is read as %s', (_, time, expected) => {
    expect(StepInputSchema.parse({ instruction: 'Stir.', time_required: time }).time_required).toBe(
      expected,
    );
  });

  it('is left unset when missing', () => {
    expect(StepInputSchema.parse({ instruction: 'Stir.' }).time_required).toBeUndefined();
  });

  it.each([['1.5'], ['-1'], ['soon']])('refuses %s', (time) => {
    expect(StepInputSchema.safeParse({ instruction: 'Stir.', time_required: time }).success).toBe(
      false,
    );
  });
});
