import type { DraftIngredient, RecipeDraft } from './draft.js';
import { cleanText } from './html-text.js';
import { draftIngredient, parseRecipeYield, stripNumbering } from './schema-org.js';

/**
 * Pasted recipe text → the same draft a page gives (issue 16 §4). The first line is the title; a
 * heading line (Ingredients; Directions, Method, Instructions, Steps, Preparation) starts a section;
 * lines before the first heading are the description, except 'Serves 4', 'Prep time: 15 min' and
 * 'Cook time: 1 hour', which fill those fields. Without headings, lines that start with a quantity
 * are ingredients and the rest steps. Numbered steps lose their numbers.
 */

const INGREDIENTS_HEADING = /^(?:ingredients?|you(?:'|’)?ll need|what you need)\s*:?$/i;
const STEPS_HEADING =
  /^(?:directions?|method|instructions?|steps?|preparation|how to make it)\s*:?$/i;
const SERVES = /^(?:serves|servings|yield|makes)\s*:?\s*(.+)$/i;
const TIME = /^(prep|preparation|cook|cooking|bake|baking)\s*time\s*:?\s*(.+)$/i;

/** '15 minutes', '1 hour 10 min', '1 hr', '1h30', '90 mins' → minutes; null when no number. */
export function parseTimeText(text: string): number | null {
  const hours = /(\d+(?:\.\d+)?)\s*(?:h|hr|hrs|hours?)\b/i.exec(text);
  const minutes = /(\d+)\s*(?:m|min|mins|minutes?)\b/i.exec(text);
  const compact = /(\d+)\s*h\s*(\d+)\b/i.exec(text);
  if (compact) return Number(compact[1]) * 60 + Number(compact[2]);
  if (!hours && !minutes) {
    const bare = /^(\d+)$/.exec(text.trim());
    return bare ? Number(bare[1]) : null;
  }
  return Math.round((hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0));
}

const looksLikeIngredient = (line: string) =>
  /^(?:[-*•]\s*)?(?:\d|[½¼¾⅓⅔⅛])/.test(line) && !/^\d+\s*[.)]\s/.test(line);

export function draftFromText(text: string): RecipeDraft | null {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => cleanText(line))
    .filter(Boolean);
  const title = lines.shift();
  if (!title) return null;
  const description: string[] = [];
  const ingredientLines: string[] = [];
  const stepLines: string[] = [];
  let servings: number | null = null;
  let prep: number | null = null;
  let cook: number | null = null;
  let section: 'intro' | 'ingredients' | 'steps' = 'intro';
  const sawHeading = lines.some((l) => INGREDIENTS_HEADING.test(l) || STEPS_HEADING.test(l));

  for (const line of lines) {
    if (INGREDIENTS_HEADING.test(line)) {
      section = 'ingredients';
      continue;
    }
    if (STEPS_HEADING.test(line)) {
      section = 'steps';
      continue;
    }
    const serves = SERVES.exec(line);
    const time = TIME.exec(line);
    if (section === 'intro' && serves) {
      servings = parseRecipeYield(serves[1]);
      continue;
    }
    if (section === 'intro' && time) {
      const minutes = parseTimeText(time[2]!);
      if (/^(?:prep|preparation)/i.test(time[1]!)) prep = minutes;
      else cook = minutes;
      continue;
    }
    if (section === 'ingredients') ingredientLines.push(line);
    else if (section === 'steps') stepLines.push(line);
    else if (!sawHeading && looksLikeIngredient(line)) ingredientLines.push(line);
    else if (!sawHeading && (ingredientLines.length > 0 || /^\d+\s*[.)]/.test(line)))
      stepLines.push(line);
    else description.push(line);
  }

  const ingredients = ingredientLines
    .map(draftIngredient)
    .filter((i): i is DraftIngredient => i !== null)
    .slice(0, 200);
  const steps = stepLines
    .map(stripNumbering)
    .filter(Boolean)
    .slice(0, 200)
    .map((instruction) => ({ instruction: instruction.slice(0, 4000) }));
  if (ingredients.length === 0 && steps.length === 0) return null;
  return {
    title: title.slice(0, 200),
    description: description.join(' ').slice(0, 5000),
    image_url: null,
    servings,
    prep_time: prep,
    cook_time: cook,
    ingredients,
    steps,
    nutritional_info: null,
    source_url: null,
  };
}
