import { bullets } from './format.js';
import { hasWord } from './read-text.js';
import {
  fahrenheitToCelsius,
  celsiusToFahrenheit,
  type TemperatureMention,
} from './temperatures.js';

/**
 * Safe minimum internal temperatures (USDA FSIS, "Safe Minimum Internal Temperature Chart"),
 * measured with a food thermometer in the thickest part.
 */
export interface SafeTemperature {
  key: string;
  what: string;
  fahrenheit: number;
  celsius: number;
  note?: string;
  /** Words (whole, normalised) that name this kind of food; checked in table order. */
  words: readonly string[];
}

/** Order matters: poultry before ground meat ('ground turkey' is poultry), ground before cuts. */
export const SAFE_TEMPERATURES: readonly SafeTemperature[] = [
  {
    key: 'poultry',
    what: 'Poultry (chicken, turkey, duck — whole, pieces or ground) and stuffing',
    fahrenheit: 165,
    celsius: 74,
    words: [
      'chicken',
      'turkey',
      'duck',
      'goose',
      'poultry',
      'hen',
      'quail',
      'stuffing',
      'wings?',
      'drumsticks?',
      'thighs?',
    ],
  },
  {
    key: 'ground',
    what: 'Ground meat (beef, pork, lamb, veal), burgers, meatballs and fresh sausage',
    fahrenheit: 160,
    celsius: 71,
    words: [
      'ground',
      'minced',
      'mince',
      'burgers?',
      'hamburgers?',
      'meatballs?',
      'meatloaf',
      'sausages?',
    ],
  },
  {
    key: 'cuts',
    what: 'Beef, pork, veal and lamb steaks, chops and roasts (and fresh ham)',
    fahrenheit: 145,
    celsius: 63,
    note: 'then rest 3 minutes',
    words: [
      'beef',
      'steaks?',
      'pork',
      'lamb',
      'veal',
      'roasts?',
      'chops?',
      'ham',
      'tenderloin',
      'brisket',
      'ribs?',
      'venison',
    ],
  },
  {
    key: 'fish',
    what: 'Fish and shellfish',
    fahrenheit: 145,
    celsius: 63,
    note: 'or until the flesh is opaque and flakes; shrimp, lobster and crab pearly and opaque; clams, mussels and oysters until their shells open',
    words: [
      'fish',
      'salmon',
      'tuna',
      'cod',
      'halibut',
      'tilapia',
      'trout',
      'haddock',
      'seafood',
      'shellfish',
      'shrimps?',
      'prawns?',
      'lobsters?',
      'crabs?',
      'scallops?',
      'clams?',
      'mussels?',
      'oysters?',
    ],
  },
  {
    key: 'eggs',
    what: 'Egg dishes (quiche, casseroles, custards)',
    fahrenheit: 160,
    celsius: 71,
    note: 'cook eggs themselves until yolk and white are firm',
    words: ['eggs?', 'quiche', 'frittata', 'custard', 'omelets?', 'omelettes?'],
  },
  {
    key: 'leftovers',
    what: 'Leftovers and casseroles, reheated',
    fahrenheit: 165,
    celsius: 74,
    words: ['leftovers?', 'casseroles?', 'reheat', 'reheated', 'reheating', 'leftover'],
  },
];

const line = (t: SafeTemperature) =>
  `${t.what}: ${t.fahrenheit} °F / ${t.celsius} °C${t.note ? ` (${t.note})` : ''}`;

/** The kinds of food named in normalised text, in table order, each once. */
export function safeTemperaturesNamed(text: string): SafeTemperature[] {
  const named = SAFE_TEMPERATURES.filter((t) => t.words.some((w) => hasWord(text, w)));
  // 'ground chicken' is poultry only: a more specific row already covers it.
  if (named[0]?.key === 'poultry') return [named[0]];
  if (named[0]?.key === 'ground') return named.filter((t) => t.key !== 'cuts');
  return named;
}

/**
 * The temperatures for what the question names; else for what the recipe in hand uses; else the
 * whole chart. A temperature given in the question is compared with the minimum.
 */
export function answerSafeTemperature(
  text: string,
  recipeText: string | null,
  given: TemperatureMention | null,
): string {
  let rows = safeTemperaturesNamed(text);
  let intro = 'Safe minimum internal temperatures (USDA), measured in the thickest part:';
  if (rows.length === 0 && recipeText) {
    rows = safeTemperaturesNamed(recipeText);
    if (rows.length > 0) intro = 'For this recipe, the USDA safe minimum internal temperatures:';
  }
  if (rows.length === 0) rows = SAFE_TEMPERATURES.slice();
  const parts = [intro, bullets(rows.map(line))];
  const first = rows[0]!;
  if (given && rows.length <= 2) {
    const scale = given.scale ?? (given.value > 100 ? 'F' : 'C');
    const fahrenheit = scale === 'F' ? given.value : celsiusToFahrenheit(given.value);
    const celsius = scale === 'C' ? given.value : fahrenheitToCelsius(given.value);
    const shown = `${Math.round(fahrenheit)} °F / ${Math.round(celsius)} °C`;
    parts.push(
      fahrenheit + 0.5 >= first.fahrenheit
        ? `${shown} reaches the ${first.fahrenheit} °F minimum.`
        : `${shown} is below the ${first.fahrenheit} °F / ${first.celsius} °C minimum: keep cooking.`,
    );
  }
  parts.push('Use a food thermometer; colour is not a reliable sign.');
  return parts.join('\n');
}
