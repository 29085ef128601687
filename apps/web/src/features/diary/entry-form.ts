import { diaryMessages, type DiaryEntry, type FilledEntry } from '@mise/core';
import type { EntryFields } from './api';
import {
  MAX_ENTRY_CALORIES,
  MAX_ENTRY_GRAMS,
  MAX_FOOD_NAME_LENGTH,
  MAX_NOTES_LENGTH,
  MAX_SERVING_SIZE,
  MAX_SERVING_UNIT_LENGTH,
} from './limits';

/**
 * The entry form's values as typed (strings, so "1," or an emptied field stays what the cook sees),
 * and reading them into what the API takes, with core's rules and words (entries.ts): a food name is
 * required, numbers are from 0 to their limit, an empty nutrient is 0, an empty serving 1 × serving.
 */
export interface EntryValues {
  food_name: string;
  serving_size: string;
  serving_unit: string;
  calories: string;
  protein: string;
  carbohydrates: string;
  fat: string;
  sugar: string;
  notes: string;
}
export type EntryField = keyof EntryValues;
export type EntryErrors = Partial<Record<EntryField, string>>;

export const ENTRY_FIELDS: readonly EntryField[] = [
  'food_name',
  'serving_size',
  'serving_unit',
  'calories',
  'protein',
  'carbohydrates',
  'fat',
  'sugar',
  'notes',
];

export const emptyValues: EntryValues = {
  food_name: '',
  serving_size: '1',
  serving_unit: 'serving',
  calories: '',
  protein: '',
  carbohydrates: '',
  fat: '',
  sugar: '',
  notes: '',
};

const text = (n: number) => String(n);

export function valuesOfEntry(entry: DiaryEntry): EntryValues {
  return {
    food_name: entry.food_name,
    serving_size: text(entry.serving_size),
    serving_unit: entry.serving_unit,
    calories: text(entry.calories),
    protein: text(entry.protein),
    carbohydrates: text(entry.carbohydrates),
    fat: text(entry.fat),
    sugar: text(entry.sugar),
    notes: entry.notes ?? '',
  };
}

/** A food filled from the reference or an estimate replaces the name, serving and numbers. */
export function valuesWithFill(values: EntryValues, fill: FilledEntry): EntryValues {
  return {
    ...values,
    food_name: fill.food_name,
    serving_size: text(fill.serving_size),
    serving_unit: fill.serving_unit,
    calories: text(fill.calories),
    protein: text(fill.protein),
    carbohydrates: text(fill.carbohydrates),
    fat: text(fill.fat),
    sugar: text(fill.sugar),
  };
}

/** A typed number: '' is `empty`; a decimal comma is read as a point ('1,5' → 1.5); else NaN. */
export function parseAmount(value: string, empty: number): number {
  const trimmed = value.trim();
  if (trimmed === '') return empty;
  if (!/^\d*(?:[.,]\d*)?$/.test(trimmed) || trimmed === '.' || trimmed === ',') return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

const tooLong = (max: number) => `At most ${max.toLocaleString('en')} characters`;

export type ReadEntry = { ok: true; fields: EntryFields } | { ok: false; errors: EntryErrors };

export function readEntry(values: EntryValues): ReadEntry {
  const errors: EntryErrors = {};
  const amount = (field: EntryField, max: number, empty: number) => {
    const n = parseAmount(values[field], empty);
    if (!Number.isFinite(n) || n < 0 || n > max) errors[field] = diaryMessages.numberRange(max);
    return n;
  };
  const foodName = values.food_name.trim();
  if (!foodName) errors.food_name = diaryMessages.foodNameRequired;
  else if (foodName.length > MAX_FOOD_NAME_LENGTH) errors.food_name = tooLong(MAX_FOOD_NAME_LENGTH);
  const unit = values.serving_unit.trim();
  if (unit.length > MAX_SERVING_UNIT_LENGTH) errors.serving_unit = tooLong(MAX_SERVING_UNIT_LENGTH);
  const notes = values.notes.trim();
  if (notes.length > MAX_NOTES_LENGTH) errors.notes = tooLong(MAX_NOTES_LENGTH);
  const fields: EntryFields = {
    food_name: foodName,
    serving_size: amount('serving_size', MAX_SERVING_SIZE, 1),
    serving_unit: unit || 'serving',
    calories: amount('calories', MAX_ENTRY_CALORIES, 0),
    protein: amount('protein', MAX_ENTRY_GRAMS, 0),
    carbohydrates: amount('carbohydrates', MAX_ENTRY_GRAMS, 0),
    fat: amount('fat', MAX_ENTRY_GRAMS, 0),
    sugar: amount('sugar', MAX_ENTRY_GRAMS, 0),
    notes: notes || null,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields };
}

/** The server's field messages that belong to the form's fields (a 400's `fields`). */
export function entryErrorsOf(fields: Readonly<Record<string, string>>): EntryErrors {
  const errors: EntryErrors = {};
  for (const field of ENTRY_FIELDS) {
    const message = fields[field];
    if (message) errors[field] = message;
  }
  return errors;
}
