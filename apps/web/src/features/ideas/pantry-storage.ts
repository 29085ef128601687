import { IDEAS_MAX_INGREDIENTS } from '@mise/core';

/**
 * What the cook has, remembered on this device (issue 16 §3) so the next visit starts from the same
 * list. Local storage only: it is a kitchen's contents, not an account's, and needs no server.
 */
export const PANTRY_STORAGE_KEY = 'mise.ideas.ingredients';

/** The stored list, cleaned: strings only, trimmed, no repeats (ignoring case), at most the limit. */
export function readPantry(): string[] {
  try {
    const raw = localStorage.getItem(PANTRY_STORAGE_KEY);
    if (!raw) return [];
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is string => typeof item === 'string')
      .reduce<string[]>((list, item) => withIngredient(list, item), []);
  } catch {
    // Blocked storage or a broken value: start empty rather than fail the page.
    return [];
  }
}

export function writePantry(ingredients: readonly string[]): void {
  try {
    localStorage.setItem(PANTRY_STORAGE_KEY, JSON.stringify(ingredients));
  } catch {
    // Blocked or full: the list still works for this visit.
  }
}

/** The contract's rule for one name: trimmed, 1…80 characters, no NUL. */
export function cleanIngredient(text: string): string {
  return text.replaceAll('\u0000', '').replace(/\s+/g, ' ').trim().slice(0, 80);
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The list with `text` added at the end, unless it is empty, already there or the list is full. */
export function withIngredient(list: readonly string[], text: string): string[] {
  const name = cleanIngredient(text);
  if (!name || list.length >= IDEAS_MAX_INGREDIENTS || list.some((item) => same(item, name)))
    return [...list];
  return [...list, name];
}

export const hasIngredient = (list: readonly string[], name: string) =>
  list.some((item) => same(item, name));
