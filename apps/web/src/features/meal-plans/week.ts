import {
  MAX_MEAL_PLAN_SLOTS,
  MAX_PLANNED_SERVINGS,
  MEAL_PLAN_DAY_NAMES,
  MEAL_PLAN_DAYS,
  MEAL_TYPES,
  type MealPlanSlot,
  type MealType,
} from '@mise/core';

/*
 * A plan's week as the page shows and edits it: pure functions over the plan's `schedule`. Zod-free
 * on purpose: the day names and limits come from core's constants, never its contract (which would
 * bring zod to the plan's page).
 */

/** 0 is Monday (api.md: `day` 0–6, Monday first). */
export const DAY_NAMES = MEAL_PLAN_DAY_NAMES;
export const DAYS_IN_WEEK = MEAL_PLAN_DAYS;
export const MAX_SERVINGS = MAX_PLANNED_SERVINGS;
export const MAX_SLOTS = MAX_MEAL_PLAN_SLOTS;

export const MEAL_TYPE_LABELS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
  other: 'Other',
};

export { MEAL_TYPES };

/** Where a recipe sits: a day and a meal. One recipe appears at most once per place (see `placeOnWeek`). */
export interface Place {
  day: number;
  meal_type: MealType;
}

/** One edit of the week: the week it makes from the week it is given. */
export type ScheduleEdit = (schedule: readonly MealPlanSlot[]) => MealPlanSlot[];

export interface PlacedItem {
  /** Stable identity of the item while the week is edited: recipe, day and meal. */
  key: string;
  slot: MealPlanSlot;
}

export interface WeekDay {
  day: number;
  name: string;
  meals: Record<MealType, PlacedItem[]>;
  /** How many items the day holds, all meals together. */
  count: number;
}

export const slotKey = (slot: Pick<MealPlanSlot, 'recipe_id' | 'day' | 'meal_type'>): string =>
  `${slot.recipe_id}|${slot.day}|${slot.meal_type}`;

const emptyMeals = (): Record<MealType, PlacedItem[]> => ({
  breakfast: [],
  lunch: [],
  dinner: [],
  snack: [],
  other: [],
});

/** Seven days, Monday first, each with its five meals in the order of MEAL_TYPES; items keep the schedule's order. */
export function buildWeek(schedule: readonly MealPlanSlot[]): WeekDay[] {
  const week = DAY_NAMES.map((name, day) => ({ day, name, meals: emptyMeals(), count: 0 }));
  for (const slot of schedule) {
    const day = week[slot.day];
    if (!day) continue;
    day.meals[slot.meal_type].push({ key: slotKey(slot), slot });
    day.count += 1;
  }
  return week;
}

/** The plan's recipes no day holds yet, in the plan's order. */
export function unscheduledRecipeIds(
  recipes: readonly string[],
  schedule: readonly MealPlanSlot[],
): string[] {
  const placed = new Set(schedule.map((slot) => slot.recipe_id));
  return recipes.filter((id) => !placed.has(id));
}

/** How many times each recipe is on the week. */
export function placementsByRecipe(schedule: readonly MealPlanSlot[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const slot of schedule) counts.set(slot.recipe_id, (counts.get(slot.recipe_id) ?? 0) + 1);
  return counts;
}

const clampServings = (servings: number) =>
  Math.min(MAX_SERVINGS, Math.max(0.5, Math.round(servings * 2) / 2));

/**
 * The schedule with `recipe_id` put on `place`. The same recipe already there gains the servings
 * (one line per dish and meal, as a cook reads it), so a second drop never makes a twin.
 * Returns the schedule unchanged when the week is full.
 */
export function placeOnWeek(
  schedule: readonly MealPlanSlot[],
  recipeId: string,
  place: Place,
  servings: number,
): MealPlanSlot[] {
  const key = slotKey({ recipe_id: recipeId, ...place });
  const existing = schedule.findIndex((slot) => slotKey(slot) === key);
  if (existing >= 0) {
    return schedule.map((slot, index) =>
      index === existing ? { ...slot, servings: clampServings(slot.servings + servings) } : slot,
    );
  }
  if (schedule.length >= MAX_SLOTS) return [...schedule];
  return [
    ...schedule,
    {
      recipe_id: recipeId,
      day: place.day,
      meal_type: place.meal_type,
      servings: clampServings(servings),
    },
  ];
}

/** The schedule without the item `key`. */
export function removeFromWeek(schedule: readonly MealPlanSlot[], key: string): MealPlanSlot[] {
  return schedule.filter((slot) => slotKey(slot) !== key);
}

/**
 * The item `key` moved to `place`; joined with the same recipe already there. Moving onto its own
 * place (a drop where the drag began) changes nothing.
 */
export function moveOnWeek(
  schedule: readonly MealPlanSlot[],
  key: string,
  place: Place,
): MealPlanSlot[] {
  const moving = schedule.find((slot) => slotKey(slot) === key);
  if (!moving) return [...schedule];
  if (moving.day === place.day && moving.meal_type === place.meal_type) return [...schedule];
  return placeOnWeek(removeFromWeek(schedule, key), moving.recipe_id, place, moving.servings);
}

/**
 * The item `key` put on `place` with `servings` (the Move picker): onto its own place, only the
 * servings change and the item keeps its position; elsewhere it leaves its place and joins the same
 * recipe already there, as a drop does.
 */
export function replaceOnWeek(
  schedule: readonly MealPlanSlot[],
  key: string,
  place: Place,
  servings: number,
): MealPlanSlot[] {
  const moving = schedule.find((slot) => slotKey(slot) === key);
  if (!moving) return [...schedule];
  if (moving.day === place.day && moving.meal_type === place.meal_type)
    return schedule.map((slot) =>
      slot === moving ? { ...slot, servings: clampServings(servings) } : slot,
    );
  return placeOnWeek(removeFromWeek(schedule, key), moving.recipe_id, place, servings);
}

/** Servings of the item `key` changed by `delta` (in halves: 0.5 … 100). */
export function changeServings(
  schedule: readonly MealPlanSlot[],
  key: string,
  delta: number,
): MealPlanSlot[] {
  return schedule.map((slot) =>
    slotKey(slot) === key ? { ...slot, servings: clampServings(slot.servings + delta) } : slot,
  );
}

/** Whether a − button still has room: the least is half a serving. */
export const canLessen = (servings: number) => servings > 0.5;
export const canGrow = (servings: number) => servings < MAX_SERVINGS;

/** What one step of the − and + buttons is: a whole serving, or half of one below 1. */
export const servingsStep = (servings: number, direction: 1 | -1): number =>
  direction === -1 ? (servings <= 1 ? -0.5 : -1) : servings < 1 ? 0.5 : 1;

/*
 * Drag and drop (wide screens): the browser carries a small text payload from the tray or a placed
 * item to a cell. A type of our own keeps other drags (a link, a file, text from another page) from
 * lighting the cells up or landing in the plan.
 */
export const DRAG_TYPE = 'application/x-mise-meal-plan';

export type DragPayload = { kind: 'recipe'; recipe_id: string } | { kind: 'item'; key: string };

export const encodeDrag = (payload: DragPayload): string => JSON.stringify(payload);

/** The payload, or null for anything that is not one of ours. */
export function decodeDrag(text: string): DragPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const payload = value as Record<string, unknown>;
  if (payload.kind === 'recipe' && typeof payload.recipe_id === 'string' && payload.recipe_id)
    return { kind: 'recipe', recipe_id: payload.recipe_id };
  if (payload.kind === 'item' && typeof payload.key === 'string' && payload.key)
    return { kind: 'item', key: payload.key };
  return null;
}

/** The schedule after a drop of `payload` on `place`, with `servings` for a recipe new to the week. */
export function applyDrop(
  schedule: readonly MealPlanSlot[],
  payload: DragPayload,
  place: Place,
  servings: number,
): MealPlanSlot[] {
  return payload.kind === 'recipe'
    ? placeOnWeek(schedule, payload.recipe_id, place, servings)
    : moveOnWeek(schedule, payload.key, place);
}

/** Two schedules hold the same items in the same order (nothing to save). */
export const sameSchedule = (a: readonly MealPlanSlot[], b: readonly MealPlanSlot[]) =>
  a.length === b.length &&
  a.every((slot, index) => {
    const other = b[index];
    return (
      other !== undefined && slotKey(slot) === slotKey(other) && slot.servings === other.servings
    );
  });
