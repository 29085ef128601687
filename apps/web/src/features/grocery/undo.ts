import type { GroceryItem, GroceryItemCreate } from '@mise/core';

/*
 * The one step the page can take back (issue 13 point 2: "undo of the last check or delete"). Only
 * the last: a newer check or delete replaces it, clearing the checked items drops it (the item it
 * names may be gone).
 */
export type LastChange =
  { kind: 'check'; item: GroceryItem; checked: boolean } | { kind: 'delete'; item: GroceryItem };

/** What the undo bar says of the change. */
export function changeText(change: LastChange): string {
  if (change.kind === 'delete') return `Deleted ${change.item.name}.`;
  return change.checked ? `Checked ${change.item.name}.` : `${change.item.name} is back to buy.`;
}

/** What "Undo" tells the screen reader it will do. */
export function undoLabel(change: LastChange): string {
  if (change.kind === 'delete') return `Undo: put ${change.item.name} back`;
  return change.checked
    ? `Undo: uncheck ${change.item.name}`
    : `Undo: check ${change.item.name} again`;
}

/**
 * The POST /api/grocery-list/items body that puts a deleted item back as it was: its amount in its
 * unit, its aisle, checked or not, and the recipes that needed it.
 */
export function recreateBody(item: GroceryItem): GroceryItemCreate {
  return {
    name: item.name,
    amount: item.amount,
    unit: item.unit,
    category: item.category,
    checked: item.checked,
    sources: item.sources.map(({ recipe_id, title }) => ({ recipe_id, title })),
  };
}
