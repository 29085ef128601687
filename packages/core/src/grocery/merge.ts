import { normalizeUnit } from '../ingredients/normalize-unit.js';
import { singular } from '../nutrition/text.js';
import { GRAMS_PER_UNIT, ML_PER_UNIT } from '../nutrition/units.js';
import type { Unit } from '../recipe-options.js';

/**
 * When two amounts of the same food on the grocery list become one (issue 13 point 2; decision
 * 0016): mass with mass, volume with volume, mass with volume through the food's density, counts
 * with the same count, and across counts (or a count and a weight) only when the food says what one
 * weighs. "To taste", a pinch and a dash never sum.
 */

/** An amount on the list: `amount` in `unit`; null when unmeasured ('to taste', 'milk'). */
export interface GroceryAmount {
  amount: number | null;
  unit: string;
}

/** What the nutrition engine knows of a food that lets its amounts convert. */
export interface GroceryFoodFacts {
  /** Grams in one millilitre, from the food's own volume measures; null when unknown. */
  grams_per_ml: number | null;
  /** Grams in one of a count unit ('clove' → 3), for the counts the engine can weigh. */
  grams_per_count: Readonly<Record<string, number>>;
}

export const NO_FOOD_FACTS: GroceryFoodFacts = { grams_per_ml: null, grams_per_count: {} };

/** Units that say "some", never a sum. */
export const UNMEASURED_UNITS: ReadonlySet<string> = new Set(['to taste', 'pinch', 'dash']);

/** A count of the thing itself: '2 lemons' is 2 pieces, whether written 'piece', 'item' or nothing. */
const PIECE_SPELLINGS = new Set(['', 'piece', 'item']);

export type GroceryUnitKind = 'mass' | 'volume' | 'count' | 'unmeasured';

/**
 * The unit as the list stores it: a known spelling as core's unit ('Tablespoons' → 'tbsp'), a
 * count of the thing as 'piece', any other word lower case and singular ('Bunches' → 'bunch').
 */
export function groceryUnit(raw: string): string {
  const known = normalizeUnit(raw);
  const unit =
    known ??
    raw
      .trim()
      .toLowerCase()
      .split(/\s+/)
      .map((word) => singular(word))
      .join(' ');
  return PIECE_SPELLINGS.has(unit) ? 'piece' : unit;
}

const gramsPerUnit = (unit: string) => GRAMS_PER_UNIT[unit as Unit];
const mlPerUnit = (unit: string) => ML_PER_UNIT[unit as Unit];

/** Whether an amount is measured at all: a positive number in a unit that is not 'to taste'. */
export function isMeasured(value: GroceryAmount): value is { amount: number; unit: string } {
  return (
    value.amount !== null &&
    Number.isFinite(value.amount) &&
    value.amount > 0 &&
    !UNMEASURED_UNITS.has(groceryUnit(value.unit))
  );
}

export function unitKind(value: GroceryAmount): GroceryUnitKind {
  if (!isMeasured(value)) return 'unmeasured';
  const unit = groceryUnit(value.unit);
  if (gramsPerUnit(unit) !== undefined) return 'mass';
  if (mlPerUnit(unit) !== undefined) return 'volume';
  return 'count';
}

/** Grams in one `unit` of the food, or null when the food's facts do not say. */
export function gramsPerOne(unit: string, facts: GroceryFoodFacts): number | null {
  const canonical = groceryUnit(unit);
  const mass = gramsPerUnit(canonical);
  if (mass !== undefined) return mass;
  const ml = mlPerUnit(canonical);
  if (ml !== undefined)
    return facts.grams_per_ml && facts.grams_per_ml > 0 ? ml * facts.grams_per_ml : null;
  const count = Object.hasOwn(facts.grams_per_count, canonical)
    ? facts.grams_per_count[canonical]
    : undefined;
  return count !== undefined && count > 0 ? count : null;
}

/**
 * The two amounts as one, or null when they stay apart. The merged amount is exact (never rounded:
 * display rounds), in the unit of the larger share (the existing line's on a tie), so a list keeps
 * US units for US inputs and metric for metric; a mixed merge reads in what most of it was written
 * in. An unmeasured amount is absorbed: by another unmeasured one (one line; 'to taste' when their
 * words differ) or by a measured one (the food is bought anyway; nothing is added).
 */
export function mergeGroceryAmounts(
  existing: GroceryAmount,
  incoming: GroceryAmount,
  facts: GroceryFoodFacts = NO_FOOD_FACTS,
): GroceryAmount | null {
  const a = { amount: existing.amount, unit: groceryUnit(existing.unit) };
  const b = { amount: incoming.amount, unit: groceryUnit(incoming.unit) };
  const aMeasured = isMeasured(a);
  const bMeasured = isMeasured(b);
  if (!aMeasured && !bMeasured) {
    const unitOf = (v: GroceryAmount) => (UNMEASURED_UNITS.has(v.unit) ? v.unit : '');
    const [ua, ub] = [unitOf(a), unitOf(b)];
    return { amount: null, unit: ua === ub ? ua : ua && ub ? 'to taste' : ua || ub };
  }
  if (!bMeasured) return { amount: a.amount, unit: a.unit };
  if (!aMeasured) return { amount: b.amount, unit: b.unit };
  const aAmount = a.amount;
  const bAmount = b.amount;

  if (a.unit === b.unit) return { amount: aAmount + bAmount, unit: a.unit };

  const kindA = unitKind(a);
  const kindB = unitKind(b);
  // Same family: always, whatever the food. Otherwise through what one of each weighs.
  let perA: number | null;
  let perB: number | null;
  if (kindA === 'mass' && kindB === 'mass') {
    perA = gramsPerUnit(a.unit)!;
    perB = gramsPerUnit(b.unit)!;
  } else if (kindA === 'volume' && kindB === 'volume') {
    perA = mlPerUnit(a.unit)!;
    perB = mlPerUnit(b.unit)!;
  } else {
    perA = gramsPerOne(a.unit, facts);
    perB = gramsPerOne(b.unit, facts);
  }
  if (perA === null || perB === null) return null;
  const shareA = aAmount * perA;
  const shareB = bAmount * perB;
  const total = shareA + shareB;
  return shareB > shareA
    ? { amount: total / perB, unit: b.unit }
    : { amount: total / perA, unit: a.unit };
}

/** Scales a recipe's amount to the servings wanted (`servings / recipeServings`); unmeasured stays. */
export function scaleGroceryAmount(
  value: GroceryAmount,
  servings: number,
  recipeServings: number,
): GroceryAmount {
  const unit = groceryUnit(value.unit);
  if (!isMeasured({ amount: value.amount, unit }))
    return { amount: null, unit: UNMEASURED_UNITS.has(unit) ? unit : '' };
  const factor =
    Number.isFinite(servings) && servings > 0 && recipeServings > 0 ? servings / recipeServings : 1;
  return { amount: value.amount! * factor, unit };
}
