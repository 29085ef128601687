import { answerAllergen } from './allergens.js';
import { answerUnknown } from './capabilities.js';
import { answerConversion } from './conversions.js';
import { answerNutrition } from './food-facts.js';
import { answerIdeas } from './ideas.js';
import { readIntent } from './intent.js';
import { normaliseQuestion } from './read-text.js';
import { answerSafeTemperature } from './safe-temperatures.js';
import { answerScaling } from './scaling.js';
import { answerStepTime } from './step-time.js';
import { answerSubstitution, substitutionNames } from './substitute.js';
import { answerTemperature, findTemperature } from './temperatures.js';
import type { KitchenAnswer, KitchenContext, KitchenLookups } from './types.js';

export type {
  AssistantIngredient,
  AssistantRecipe,
  AssistantStep,
  KitchenAnswer,
  KitchenAnswerKind,
  KitchenContext,
  KitchenLookups,
} from './types.js';

/** A question longer than this is not a kitchen question the local helper can read. */
const MAX_QUESTION = 2000;

/** Answers the cook's last message; plain text with simple Markdown lists allowed. */
export async function answerKitchenQuestion(
  question: string,
  context: KitchenContext,
  lookups: KitchenLookups,
): Promise<KitchenAnswer> {
  const text = normaliseQuestion(question.slice(0, MAX_QUESTION));
  const { recipe, servings, step_index } = context;
  const intent = readIntent(text, context);
  switch (intent.kind) {
    case 'allergen': {
      // Whatever a recipe's words say, this answer never calls anything safe.
      const answer = answerAllergen(text, recipe)
        .split('\n')
        .filter((line) => !/safe/i.test(line))
        .join('\n');
      return { kind: 'allergen', text: answer };
    }
    case 'substitution':
      return {
        kind: 'substitution',
        text:
          answerSubstitution(text, recipe, servings) ??
          `I don't have that one in my substitution table. I know substitutes for: ${substitutionNames().join(', ')}.`,
      };
    case 'safe_temperature': {
      const recipeText = recipe
        ? `${recipe.title} ${recipe.ingredients.map((i) => i.name).join(' ')}`.toLowerCase()
        : null;
      return {
        kind: 'safe_temperature',
        text: answerSafeTemperature(text, recipeText, findTemperature(text)),
      };
    }
    case 'scaling':
      return { kind: 'scaling', text: answerScaling(intent.request, recipe, servings) };
    case 'step_time':
      return { kind: 'step_time', text: answerStepTime(text, recipe, step_index) };
    case 'ideas':
      return { kind: 'ideas', text: await answerIdeas(text, lookups) };
    case 'nutrition':
      return { kind: 'nutrition', text: answerNutrition(text, await lookups.foods()) };
    case 'temperature':
      return { kind: 'temperature', text: answerTemperature(text) ?? answerUnknown() };
    case 'conversion': {
      // Only a volume ↔ weight question needs the food reference.
      const index = intent.request.food ? await lookups.foods() : null;
      return { kind: 'conversion', text: answerConversion(intent.request, index) };
    }
    case 'unknown':
      return { kind: 'unknown', text: answerUnknown() };
  }
}
