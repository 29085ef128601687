import { MAX_GROCERY_SOURCES, type GroceryCategory } from './constants.js';
import type { GrocerySource } from './contract.js';
import {
  NO_FOOD_FACTS,
  groceryUnit,
  mergeGroceryAmounts,
  type GroceryAmount,
  type GroceryFoodFacts,
} from './merge.js';

/**
 * What adding to the grocery list does, worked out before anything is written (the server writes
 * the plan in one transaction): each entry merges into the first line of the same food whose units
 * convert — an unchecked line already on the list or one this add made — else it becomes a line.
 * Checked lines are never merged into (they are in the basket), so the caller passes only unchecked
 * ones.
 */

/** An unchecked line already on the list. */
export interface GroceryLine extends GroceryAmount {
  id: string;
  food_key: string;
  sources: GrocerySource[];
}

/** Something to add: a recipe's ingredient (scaled) or a manual item. */
export interface GroceryEntry extends GroceryAmount {
  name: string;
  food_key: string;
  category: GroceryCategory;
  sources: GrocerySource[];
}

export interface GroceryAddPlan {
  /** Existing lines whose amount, unit or sources changed. */
  updates: Array<GroceryLine>;
  /** New lines, in the order their first entry came. */
  inserts: Array<GroceryEntry>;
  /** Where each entry went, by its index: an existing line's id, or a new line's index in inserts. */
  placed: Array<{ line: string } | { insert: number }>;
}

/** The sources of both, each recipe once (first title kept), at most MAX_GROCERY_SOURCES. */
export function mergeSources(
  existing: readonly GrocerySource[],
  incoming: readonly GrocerySource[],
): GrocerySource[] {
  const seen = new Set<string>();
  const merged: GrocerySource[] = [];
  for (const source of [...existing, ...incoming]) {
    if (seen.has(source.recipe_id) || merged.length >= MAX_GROCERY_SOURCES) continue;
    seen.add(source.recipe_id);
    merged.push(source);
  }
  return merged;
}

const sameSources = (a: readonly GrocerySource[], b: readonly GrocerySource[]) =>
  a.length === b.length && a.every((s, i) => s.recipe_id === b[i]!.recipe_id);

export function planGroceryAdd(
  existing: readonly GroceryLine[],
  entries: readonly GroceryEntry[],
  factsOf: (foodKey: string) => GroceryFoodFacts | undefined = () => undefined,
): GroceryAddPlan {
  type Working = GroceryAmount & {
    food_key: string;
    sources: GrocerySource[];
    ref: { line: string } | { insert: number };
    changed: boolean;
    original?: GroceryLine;
    entry?: GroceryEntry;
  };
  const lines: Working[] = existing.map((line) => ({
    amount: line.amount,
    unit: line.unit,
    food_key: line.food_key,
    sources: [...line.sources],
    ref: { line: line.id },
    changed: false,
    original: line,
  }));
  const inserts: GroceryEntry[] = [];
  const placed: GroceryAddPlan['placed'] = [];

  for (const entry of entries) {
    const facts = factsOf(entry.food_key) ?? NO_FOOD_FACTS;
    let target: Working | undefined;
    let amount: GroceryAmount | null = null;
    for (const line of lines) {
      if (line.food_key !== entry.food_key) continue;
      amount = mergeGroceryAmounts(line, entry, facts);
      if (amount) {
        target = line;
        break;
      }
    }
    if (target && amount) {
      const sources = mergeSources(target.sources, entry.sources);
      target.changed ||=
        amount.amount !== target.amount ||
        amount.unit !== target.unit ||
        !sameSources(sources, target.sources);
      target.amount = amount.amount;
      target.unit = amount.unit;
      target.sources = sources;
      placed.push(target.ref);
      continue;
    }
    const ref = { insert: inserts.length };
    const line: Working = {
      amount: entry.amount,
      unit: groceryUnit(entry.unit),
      food_key: entry.food_key,
      sources: mergeSources([], entry.sources),
      ref,
      changed: false,
      entry,
    };
    lines.push(line);
    inserts.push(entry);
    placed.push(ref);
  }

  return {
    updates: lines
      .filter((line) => line.original && line.changed)
      .map((line) => ({
        id: line.original!.id,
        food_key: line.food_key,
        amount: line.amount,
        unit: line.unit,
        sources: line.sources,
      })),
    // A new line carries what merged into it since.
    inserts: lines
      .filter((line) => line.entry)
      .map((line) => ({
        ...line.entry!,
        amount: line.amount,
        unit: line.unit,
        sources: line.sources,
      })),
    placed,
  };
}
