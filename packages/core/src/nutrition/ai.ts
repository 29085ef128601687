import { NutritionalInfoSchema, type NutritionalInfo } from '../recipes.js';
import { DAILY_VALUES, DEFAULT_SERVINGS } from './estimate.js';

/**
 * The AI estimate's rules (spec-1 §5, §7; spec-2 §4): the prompt a chat-completions model gets, and
 * how its answer becomes nutritional info. Pure; the server sends and receives.
 */

export interface AiPromptInput {
  title?: string | undefined;
  description?: string | undefined;
  servings?: number | undefined;
  /** Ingredient lines ('2 cups flour'). */
  ingredients: readonly string[];
}

/** The nutritional-info fields the model is asked for, by the spec's names. */
export const AI_NUTRITION_FIELDS = [
  'calories',
  'protein',
  'carbohydrates',
  'net_carbohydrates',
  'fat',
  'fiber',
  'sugar',
  'saturated_fat',
  'unsaturated_fat',
  'trans_fat',
  'cholesterol',
  'sodium',
  'potassium',
  'calcium',
  'iron',
  'vitamin_a',
  'vitamin_c',
  'vitamin_d',
  'vitamin_b12',
  'zinc',
  'protein_daily_value',
  'carbs_daily_value',
  'fat_daily_value',
] as const satisfies ReadonlyArray<keyof NutritionalInfo>;

const UNITS_NOTE =
  'calories in kcal; protein, carbohydrates, net_carbohydrates, fat, fiber, sugar, saturated_fat, ' +
  'unsaturated_fat and trans_fat in grams; cholesterol, sodium, potassium, calcium, iron, vitamin_c ' +
  'and zinc in milligrams; vitamin_a, vitamin_d and vitamin_b12 in micrograms; protein_daily_value, ' +
  'carbs_daily_value and fat_daily_value in percent of the daily value (0 to 100)';

export function buildNutritionPrompt(input: AiPromptInput): { system: string; user: string } {
  // spec-1 §5: the servings sent are 4 when ingredients exist.
  const servings =
    input.ingredients.length > 0 ? (input.servings ?? DEFAULT_SERVINGS) : input.servings;
  const lines = [
    `Recipe title: ${input.title?.trim() || 'Untitled recipe'}`,
    `Description: ${input.description?.trim() || 'No description'}`,
    `Servings: ${servings ?? DEFAULT_SERVINGS}`,
    'Ingredients:',
    ...input.ingredients.map((line) => `- ${line}`),
    '',
    'Estimate the nutritional information for ONE serving of this recipe.',
    `Answer with a single JSON object with these numeric fields: ${AI_NUTRITION_FIELDS.join(', ')}.`,
    `Units: ${UNITS_NOTE}.`,
    'Use numbers only (no units, no text). Do not wrap the JSON in code fences.',
  ];
  return {
    system:
      'You are a nutritionist. You estimate per-serving nutrition of recipes from their ingredients ' +
      'and answer with a JSON object only.',
    user: lines.join('\n'),
  };
}

/** '```json\n{…}\n```' → '{…}'; text without fences is returned trimmed. */
export function stripCodeFences(content: string): string {
  const text = content.trim();
  const fenced = /^```[a-zA-Z0-9_-]*\s*\n?([\s\S]*?)\n?\s*```$/.exec(text);
  return (fenced ? fenced[1]! : text).trim();
}

/** A number, or a numeric string ('12.5', '12.5 g', '450 kcal'); anything else is not a value. */
function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match =
    /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(?:kcal|cal|calories|g|grams?|mg|mcg|µg|ug|%)?\s*$/i.exec(value);
  return match ? Number(match[1]) : null;
}

export type AiNutritionReading =
  { ok: true; nutritional_info: NutritionalInfo } | { ok: false; error: 'invalid_json' };

/**
 * The model's answer as nutritional info. Code fences are stripped; the JSON must be an object
 * (a wrapper object holding it, such as { "nutritional_info": {…} }, is opened). Each field is kept
 * when it is a number within the field's range; otherwise the previous value stays (spec-1 §5), or
 * the field is left out when there is none. Missing daily values are worked out from the macros.
 */
export function readAiNutrition(
  content: string,
  previous?: NutritionalInfo | null,
): AiNutritionReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stripCodeFences(content));
  } catch {
    return { ok: false, error: 'invalid_json' };
  }
  if (!isPlainObject(parsed)) return { ok: false, error: 'invalid_json' };
  const source = unwrap(parsed);
  // An object with no nutrition in it at all is no answer either.
  if (!AI_NUTRITION_FIELDS.some((field) => numericValue(source[field]) !== null))
    return { ok: false, error: 'invalid_json' };
  const shape = NutritionalInfoSchema.shape;
  const info: NutritionalInfo = {};
  for (const field of AI_NUTRITION_FIELDS) {
    const value = numericValue(source[field]);
    const checked = value === null ? null : shape[field].safeParse(value);
    if (checked?.success) {
      info[field] = checked.data;
    } else if (value !== null && value > 100 && field.endsWith('_daily_value')) {
      info[field] = 100;
    } else if (previous?.[field] !== undefined) {
      info[field] = previous[field];
    }
  }
  const percent = (amount: number | undefined, reference: number) =>
    amount === undefined
      ? undefined
      : Math.min(100, Math.max(0, Math.round((amount / reference) * 100)));
  info.protein_daily_value ??= percent(info.protein, DAILY_VALUES.protein);
  info.carbs_daily_value ??= percent(info.carbohydrates, DAILY_VALUES.carbohydrates);
  info.fat_daily_value ??= percent(info.fat, DAILY_VALUES.fat);
  for (const key of Object.keys(info) as Array<keyof NutritionalInfo>) {
    if (info[key] === undefined) delete info[key];
  }
  return { ok: true, nutritional_info: info };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** { "nutritional_info": { … } } or { "per_serving": { … } } → the inner object. */
function unwrap(object: Record<string, unknown>): Record<string, unknown> {
  const hasFields = AI_NUTRITION_FIELDS.some((field) => field in object);
  if (hasFields) return object;
  const inner = Object.values(object).filter(isPlainObject);
  return inner.length === 1 ? inner[0]! : object;
}
