import type { Unit } from '../recipes.js';

/** Grams in one of each mass unit. */
export const GRAMS_PER_UNIT: Readonly<Partial<Record<Unit, number>>> = {
  g: 1,
  kg: 1000,
  oz: 28.349523125,
  lb: 453.59237,
};

/** Millilitres in one of each volume unit (US customary, as the reference's measures are). */
export const ML_PER_UNIT: Readonly<Partial<Record<Unit, number>>> = {
  ml: 1,
  l: 1000,
  tsp: 4.92892159375,
  tbsp: 14.78676478125,
  'fl oz': 29.5735295625,
  cup: 236.5882365,
  pint: 473.176473,
  quart: 946.352946,
  gallon: 3785.411784,
};

/** Units that say "some, unmeasured": they count as 0 g and are reported. */
export const UNWEIGHED_UNITS: ReadonlySet<Unit> = new Set<Unit>(['to taste', 'pinch', 'dash']);

export const isMassUnit = (unit: Unit) => unit in GRAMS_PER_UNIT;
export const isVolumeUnit = (unit: Unit) => unit in ML_PER_UNIT;

/** How a household measure's description starts: a volume or a mass, or else a count ('large', 'clove'). */
const MEASURE_VOLUME: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(?:cups?|c)\b/, 236.5882365],
  [/^(?:tbsps?|tablespoons?|tbs)\b/, 14.78676478125],
  [/^(?:tsps?|teaspoons?)\b/, 4.92892159375],
  [/^fl\.? ?oz\b/, 29.5735295625],
  [/^(?:pints?|pt)\b/, 473.176473],
  [/^(?:quarts?|qt)\b/, 946.352946],
  [/^(?:gallons?|gal)\b/, 3785.411784],
  [/^(?:ml|milliliters?|millilitres?)\b/, 1],
  [/^(?:liters?|litres?|l)\b/, 1000],
  [/^(?:cubic inch|cu in)\b/, 16.387064],
];
const MEASURE_MASS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(?:oz|ounces?)\b/, 28.349523125],
  [/^(?:lbs?|pounds?)\b/, 453.59237],
  [/^(?:g|grams?)\b/, 1],
  [/^(?:kg|kilograms?)\b/, 1000],
];

export type MeasureKind =
  | { kind: 'volume'; ml: number; rest: string }
  | { kind: 'mass'; grams: number; rest: string }
  | { kind: 'count'; rest: string };

/** 'cup, chopped' → volume 236.6 ml, rest 'chopped'; 'medium (2-1/2" dia)' → count. */
export function readMeasure(description: string): MeasureKind {
  const text = description.toLowerCase().trim();
  for (const [pattern, ml] of MEASURE_VOLUME) {
    const match = pattern.exec(text);
    if (match) return { kind: 'volume', ml, rest: text.slice(match[0].length) };
  }
  for (const [pattern, grams] of MEASURE_MASS) {
    const match = pattern.exec(text);
    if (match) return { kind: 'mass', grams, rest: text.slice(match[0].length) };
  }
  return { kind: 'count', rest: text };
}

/**
 * A bracketed size ('14 oz', '14.5-ounce', '400 g', '1 lb', '12 fl oz') as grams or millilitres;
 * null when it is not a size ('optional', 'about 2').
 */
export function readSize(text: string): { grams: number } | { ml: number } | null {
  const match =
    /^(?:about |approx\.? |approximately )?(\d+(?:\.\d+)?|\d*\.\d+)\s*-?\s*(fl\.? ?oz|fluid ounces?|oz|ounces?|lbs?|pounds?|g|grams?|kg|kilograms?|ml|milliliters?|millilitres?|l|liters?|litres?)\.?\b/i.exec(
      text.trim(),
    );
  if (!match) return null;
  const value = Number(match[1]);
  const unit = match[2]!.toLowerCase().replace(/\.$/, '');
  if (!(value > 0)) return null;
  if (/^fl/.test(unit)) return { ml: value * 29.5735295625 };
  if (/^(?:oz|ounce)/.test(unit)) return { grams: value * 28.349523125 };
  if (/^(?:lb|pound)/.test(unit)) return { grams: value * 453.59237 };
  if (/^(?:kg|kilogram)/.test(unit)) return { grams: value * 1000 };
  if (/^(?:g|gram)/.test(unit)) return { grams: value };
  if (/^(?:ml|millilit)/.test(unit)) return { ml: value };
  return { ml: value * 1000 };
}
