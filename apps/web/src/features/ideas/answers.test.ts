import { GeneratedIdeasResponseSchema, IdeasResponseSchema, RecipeCreateSchema } from '@mise/core';
import { describe, expect, it } from 'vitest';
import { createdRecipeIdOf, generatedIdeasOf, ideasOf } from './answers';
import { recipeFromDraft } from './draft-recipe';
import { makeDraft, makeIdea } from './test-fixtures';

/** The hand checks accept what core's schemas accept, and refuse what they refuse. */
describe('ideas answers checked by hand', () => {
  it('accepts ideas and generated drafts as the schemas parse them', () => {
    const ideas = { items: [makeIdea(), makeIdea({ matched: [], missing: [] })] };
    expect(ideasOf(ideas)).toEqual(IdeasResponseSchema.parse(ideas).items);
    const generated = {
      items: [makeDraft(), makeDraft({ nutritional_info: { calories: 400 } })],
      balance: 7,
    };
    expect(generatedIdeasOf(generated)).toEqual(GeneratedIdeasResponseSchema.parse(generated));
  });

  it.each([
    ['a coverage that is text', { coverage: '0.5' }],
    ['no missing list', { missing: undefined }],
    [
      'a missing amount that is text',
      { missing: [{ name: 'x', quantity: '', amount: '1', unit: '' }] },
    ],
    ['a recipe without its title', { recipe: { ...makeIdea().recipe, title: undefined } }],
  ])('refuses an idea with %s', (_what, change) => {
    const bad = { items: [{ ...makeIdea(), ...change }] };
    expect(IdeasResponseSchema.safeParse(bad).success).toBe(false);
    expect(() => ideasOf(bad)).toThrow('unexpected answer');
  });

  it('refuses drafts without a balance or with a broken ingredient', () => {
    const noBalance = { items: [makeDraft()] };
    expect(GeneratedIdeasResponseSchema.safeParse(noBalance).success).toBe(false);
    expect(() => generatedIdeasOf(noBalance)).toThrow('unexpected answer');
    const broken = {
      items: [makeDraft({ ingredients: [{ name: 'eggs' } as never] })],
      balance: 1,
    };
    expect(GeneratedIdeasResponseSchema.safeParse(broken).success).toBe(false);
    expect(() => generatedIdeasOf(broken)).toThrow('unexpected answer');
  });

  it('reads the id of a created recipe', () => {
    expect(createdRecipeIdOf({ id: 'r-9', title: 'x' })).toBe('r-9');
    expect(() => createdRecipeIdOf({ title: 'x' })).toThrow('unexpected answer');
  });
});

describe('recipeFromDraft', () => {
  it('makes a private, AI-written recipe the create contract accepts, with defaults for gaps', () => {
    const recipe = recipeFromDraft(makeDraft({ servings: null }));
    const parsed = RecipeCreateSchema.parse(recipe);
    expect(parsed).toMatchObject({
      title: 'Egg and Feta Fried Rice',
      is_public: false,
      ai_generated: true,
      servings: 4,
      prep_time: 5,
      cook_time: 0,
    });
    expect(parsed.ingredients.map((i) => [i.name, i.amount, i.unit, i.notes])).toEqual([
      ['eggs', 3, 'piece', null],
      ['cooked rice', 2, 'cup', 'day-old'],
    ]);
    expect(parsed.steps.map((s) => [s.step_number, s.instruction])).toEqual([
      [1, 'Fry the rice until crisp.'],
      [2, 'Add the eggs.'],
    ]);
  });
});
