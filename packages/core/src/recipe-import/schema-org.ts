import { parseQuickAddLine } from '../ingredients/parse-ingredient-line.js';
import { MAX_SERVINGS } from '../recipe-options.js';
import type { NutritionalInfo } from '../recipes.js';
import type { DraftIngredient, RecipeDraft } from './draft.js';
import { parseIsoDuration } from './duration.js';
import { cleanLines, cleanText } from './html-text.js';

/**
 * schema.org `Recipe` → a draft (issue 16 §4). Input is what JSON.parse gave for one JSON-LD block
 * (or the object the server built from microdata), so every field is `unknown` and read defensively:
 * sites put strings where arrays belong and the other way round.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

const MAX_LIST = 200;

function hasType(node: Json, type: string): boolean {
  return asArray(node['@type']).some(
    (t) =>
      typeof t === 'string' && (t === type || t.endsWith(`/${type}`) || t.endsWith(`:${type}`)),
  );
}

/**
 * The first Recipe in a JSON-LD document: the object itself, an array of them, an `@graph`, or one
 * nested under `mainEntity` / `mainEntityOfPage` (some themes wrap it in a WebPage). Depth-limited:
 * a hostile page cannot make us recurse forever.
 */
export function findRecipeNode(document: unknown, depth = 0): Json | null {
  if (depth > 6) return null;
  if (Array.isArray(document)) {
    for (const item of document) {
      const found = findRecipeNode(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(document)) return null;
  if (hasType(document, 'Recipe')) return document;
  for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item']) {
    if (key in document) {
      const found = findRecipeNode(document[key], depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Servings from `recipeYield`: '4', 4, '4 servings', ['6', '6 pies'], 'Serves 4-6' (the low end: a
 * cook scales up more happily than down). The first entry holding a number wins; null when none.
 */
export function parseRecipeYield(value: unknown): number | null {
  for (const entry of asArray(value)) {
    const text = typeof entry === 'number' ? String(entry) : cleanText(entry);
    const match = /(\d+)/.exec(text);
    if (!match) continue;
    const servings = Number(match[1]);
    if (servings >= 1) return Math.min(servings, MAX_SERVINGS);
  }
  return null;
}

/** `image`: a URL string, an array (the first usable), or an ImageObject (`url` / `contentUrl`). */
export function readImage(value: unknown): string | null {
  for (const entry of asArray(value)) {
    const url = isObject(entry) ? (entry.url ?? entry.contentUrl) : entry;
    if (typeof url === 'string' && /^https?:\/\//i.test(url.trim()) && url.length <= 2000) {
      return url.trim();
    }
    if (isObject(entry) || Array.isArray(url)) {
      const nested = readImage(url);
      if (nested) return nested;
    }
  }
  return null;
}

/**
 * Steps from `recipeInstructions`: a string (one step a line, or a paragraph of sentences on one
 * line kept whole), an array of strings, HowToStep (`text`, else `name`), HowToSection (its
 * `itemListElement` flattened in order; the section's name is dropped — it is a heading like "For
 * the sauce", not something to do, and the create form has no sections), or an ItemList.
 */
export function readInstructions(value: unknown, depth = 0): string[] {
  if (depth > 4) return [];
  const steps: string[] = [];
  for (const entry of asArray(value)) {
    if (typeof entry === 'string') {
      steps.push(...cleanLines(entry).map(stripNumbering).filter(Boolean));
    } else if (isObject(entry)) {
      if (
        hasType(entry, 'HowToSection') ||
        hasType(entry, 'ItemList') ||
        'itemListElement' in entry
      ) {
        steps.push(...readInstructions(entry.itemListElement, depth + 1));
      } else {
        const text = cleanText(entry.text) || cleanText(entry.name);
        if (text) steps.push(stripNumbering(text));
      }
    } else if (Array.isArray(entry)) {
      steps.push(...readInstructions(entry, depth + 1));
    }
    if (steps.length >= MAX_LIST) break;
  }
  return steps.filter(Boolean).slice(0, MAX_LIST);
}

/** '1. Mix', '2) Bake', 'Step 3: Serve' → the words alone. */
export function stripNumbering(line: string): string {
  return line.replace(/^(?:step\s*)?\d+\s*[.):-]\s*/i, '').trim();
}

/** One ingredient line through core's quick-add parser, as the ingredient editor reads it. */
export function draftIngredient(line: string): DraftIngredient | null {
  const text = cleanText(line);
  if (!text) return null;
  const parsed = parseQuickAddLine(text);
  if (!parsed.name) return null;
  return {
    name: parsed.name.slice(0, 200),
    quantity: parsed.quantity,
    amount: parsed.amount,
    unit: parsed.unit ?? '',
    notes: parsed.notes.slice(0, 500),
  };
}

/** schema.org NutritionInformation property → our field (spec-1 §3), with the unit ours is in. */
const NUTRIENTS: ReadonlyArray<[string, keyof NutritionalInfo, 'kcal' | 'g' | 'mg']> = [
  ['calories', 'calories', 'kcal'],
  ['proteinContent', 'protein', 'g'],
  ['carbohydrateContent', 'carbohydrates', 'g'],
  ['fatContent', 'fat', 'g'],
  ['fiberContent', 'fiber', 'g'],
  ['sugarContent', 'sugar', 'g'],
  ['saturatedFatContent', 'saturated_fat', 'g'],
  ['unsaturatedFatContent', 'unsaturated_fat', 'g'],
  ['transFatContent', 'trans_fat', 'g'],
  ['cholesterolContent', 'cholesterol', 'mg'],
  ['sodiumContent', 'sodium', 'mg'],
];

/** '250 calories', '12 g', '1.2g', '300 mg', '0,5 g' → a number in `unit`; null when unreadable. */
export function readNutrient(value: unknown, unit: 'kcal' | 'g' | 'mg'): number | null {
  const text = typeof value === 'number' ? String(value) : cleanText(value);
  const match = /(\d+(?:[.,]\d+)?)\s*(kcal|cal|calories|kj|mg|milligrams?|g|grams?)?\b/i.exec(text);
  if (!match) return null;
  let amount = Number(match[1]!.replace(',', '.'));
  const given = (match[2] ?? '').toLowerCase();
  if (given === 'kj') amount = amount / 4.184;
  if (unit === 'mg' && /^g|^gram/.test(given)) amount *= 1000;
  if (unit === 'g' && /^mg|^milli/.test(given)) amount /= 1000;
  if (!Number.isFinite(amount) || amount < 0 || amount > 100_000) return null;
  return Math.round(amount * 10) / 10;
}

/** `nutrition` (per serving, as schema.org defines it) → our nutrition; null when nothing reads. */
export function readNutrition(value: unknown): NutritionalInfo | null {
  const node = asArray(value).find(isObject);
  if (!node) return null;
  const info: NutritionalInfo = {};
  for (const [property, field, unit] of NUTRIENTS) {
    const amount = readNutrient(node[property], unit);
    if (amount !== null) info[field] = amount;
  }
  return Object.keys(info).length > 0 ? info : null;
}

function firstText(value: unknown): string {
  for (const entry of asArray(value)) {
    const text = cleanText(isObject(entry) ? entry.name : entry);
    if (text) return text;
  }
  return '';
}

/**
 * A schema.org Recipe node → a draft, or null when it has no name and neither ingredients nor steps
 * (nothing a cook could use). Author, keywords, ratings and the rest are ignored.
 */
export function recipeNodeToDraft(node: Json, sourceUrl: string | null): RecipeDraft | null {
  const title = firstText(node.name).slice(0, 200) || firstText(node.headline).slice(0, 200);
  const ingredients = asArray(node.recipeIngredient ?? node.ingredients)
    .flatMap((line) => (typeof line === 'string' ? cleanLines(line) : [cleanText(line)]))
    .map(draftIngredient)
    .filter((i): i is DraftIngredient => i !== null)
    .slice(0, MAX_LIST);
  const steps = readInstructions(node.recipeInstructions).map((instruction) => ({
    instruction: instruction.slice(0, 4000),
  }));
  if (!title && ingredients.length === 0 && steps.length === 0) return null;
  const prep = parseIsoDuration(node.prepTime);
  let cook = parseIsoDuration(node.cookTime);
  // Only a total given: it all goes to cooking, the form's prep default stays 0.
  if (prep === null && cook === null) cook = parseIsoDuration(node.totalTime);
  if (prep !== null && cook === null) {
    const total = parseIsoDuration(node.totalTime);
    if (total !== null && total > prep) cook = total - prep;
  }
  return {
    title: title || 'Imported recipe',
    description: firstText(node.description).slice(0, 5000),
    image_url: readImage(node.image),
    servings: parseRecipeYield(node.recipeYield ?? node.yield),
    prep_time: prep,
    cook_time: cook,
    ingredients,
    steps,
    nutritional_info: readNutrition(node.nutrition),
    source_url: sourceUrl,
  };
}

/** The first usable Recipe in any of the JSON-LD documents, as a draft. */
export function draftFromJsonLd(
  documents: unknown[],
  sourceUrl: string | null,
): RecipeDraft | null {
  for (const document of documents) {
    const node = findRecipeNode(document);
    const draft = node ? recipeNodeToDraft(node, sourceUrl) : null;
    if (draft) return draft;
  }
  return null;
}
