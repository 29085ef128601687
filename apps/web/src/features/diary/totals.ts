import { MEAL_TYPES, type MealType } from '@mise/core';

/**
 * The numbers the diary shows: totals per meal and per day, progress against a target, and the
 * macro split. Pure, so the rules are tested without a page.
 */

export interface Nutrients {
  calories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
  sugar: number;
}

export const NUTRIENTS = ['calories', 'protein', 'carbohydrates', 'fat', 'sugar'] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

export const ZERO: Nutrients = { calories: 0, protein: 0, carbohydrates: 0, fat: 0, sugar: 0 };

/** One decimal, as entries are stored: a sum of 0.1s must not show 0.30000000000000004. */
const round1 = (n: number) => Math.round(n * 10) / 10;

export function sumNutrients(items: readonly Nutrients[]): Nutrients {
  const total = { ...ZERO };
  for (const item of items) for (const key of NUTRIENTS) total[key] += item[key];
  for (const key of NUTRIENTS) total[key] = round1(total[key]);
  return total;
}

export interface MealGroup<E> {
  meal: MealType;
  entries: E[];
  totals: Nutrients;
}

/** Every meal type in the spec's order (breakfast to other), each with its entries as logged. */
export function groupByMeal<E extends Nutrients & { meal_type: MealType }>(
  entries: readonly E[],
): MealGroup<E>[] {
  return MEAL_TYPES.map((meal) => {
    const mine = entries.filter((entry) => entry.meal_type === meal);
    return { meal, entries: mine, totals: sumNutrients(mine) };
  });
}

export const MEAL_LABELS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
  other: 'Other',
};

export interface Progress {
  /** What the bar draws and aria-valuenow says: 0–100, never more (spec-2 §2, §9). */
  percent: number;
  /** How far past the target, in the nutrient's unit; 0 when within it. */
  over: number;
}

/**
 * A value against its target. The bar stops at 100 % (spec-2 §9 for calories and sugar; the other
 * bars have nowhere to draw past their end either) — the text beside it says the real number. A
 * target of 0 ("none") is reached by anything eaten.
 */
export function progressOf(value: number, target: number): Progress {
  const over = Math.max(0, round1(value - target));
  if (!(target > 0)) return { percent: value > 0 ? 100 : 0, over };
  return { percent: Math.min(100, Math.round((value / target) * 100)), over };
}

/** Energy of a gram of each macro (Atwater factors), to split a day's calories between them. */
const KCAL_PER_GRAM = { protein: 4, carbohydrates: 4, fat: 9 } as const;

export interface MacroSplit {
  protein: number;
  carbohydrates: number;
  fat: number;
}

/**
 * The day's macro split: each macro's share of the energy of the three (spec-2 §2 "rounded
 * percentages of the three macros"), in whole percent that add up to exactly 100 (largest
 * remainder). By energy rather than by weight because the member's preferred split, which the page
 * sets it against, is a split of calories (20 / 50 / 30): by weight 30 % of calories from fat would
 * read as about 14 %. Null when no macro was eaten.
 */
export function macroSplitOf(totals: Pick<Nutrients, keyof MacroSplit>): MacroSplit | null {
  const keys = ['protein', 'carbohydrates', 'fat'] as const;
  const energy = keys.map((key) => Math.max(0, totals[key]) * KCAL_PER_GRAM[key]);
  const sum = energy.reduce((a, b) => a + b, 0);
  if (!(sum > 0)) return null;
  const exact = energy.map((e) => (e / sum) * 100);
  const whole = exact.map(Math.floor);
  let left = 100 - whole.reduce((a, b) => a + b, 0);
  // Hand the missing points to the largest remainders (ties: the order of the keys).
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    whole[index]! += 1;
    left -= 1;
  }
  return { protein: whole[0]!, carbohydrates: whole[1]!, fat: whole[2]! };
}

const kcalFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const gramsFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** '1,250' — calories are shown whole. */
export const formatKcal = (n: number) => kcalFormat.format(n);
/** '6.3' — grams to one decimal, as stored. */
export const formatGrams = (n: number) => gramsFormat.format(n);
/** A serving as the list shows it: '50 g', '2 servings', '1 large'. */
export const formatServing = (size: number, unit: string) =>
  `${gramsFormat.format(size)}${unit ? ` ${unit}` : ''}`;
