import {
  GROCERY_CATEGORIES,
  GROCERY_CATEGORY_LABELS,
  type GroceryCategory,
  type GroceryItem,
} from '@mise/core';

/*
 * What the grocery page shows of the list, as pure functions: the items to buy by aisle (in the
 * order a shop is walked), the checked ones apart at the bottom, the counts, and the cache edits the
 * page makes before the server answers (one tap checks at once; a failure puts the item back).
 */

export interface AisleGroup {
  category: GroceryCategory;
  label: string;
  items: GroceryItem[];
}

export interface GroceryView {
  /** Aisles with something to buy, in GROCERY_CATEGORIES order; empty aisles are left out. */
  aisles: AisleGroup[];
  /** Checked items, in the same aisle order, so the bottom of the list reads like the top. */
  checked: GroceryItem[];
  toBuyCount: number;
  checkedCount: number;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const aisleRank = (category: GroceryCategory) => GROCERY_CATEGORIES.indexOf(category);

/**
 * By name within an aisle (then by id, so two lines of the same food — units that do not convert —
 * never swap places between loads). A checked item keeps its place when it comes back.
 */
export function compareItems(a: GroceryItem, b: GroceryItem): number {
  return (
    aisleRank(a.category) - aisleRank(b.category) ||
    collator.compare(a.name, b.name) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function groceryView(items: readonly GroceryItem[]): GroceryView {
  const sorted = [...items].sort(compareItems);
  const toBuy = sorted.filter((item) => !item.checked);
  const checked = sorted.filter((item) => item.checked);
  const aisles = GROCERY_CATEGORIES.map((category) => ({
    category,
    label: GROCERY_CATEGORY_LABELS[category],
    items: toBuy.filter((item) => item.category === category),
  })).filter((group) => group.items.length > 0);
  return { aisles, checked, toBuyCount: toBuy.length, checkedCount: checked.length };
}

/** The ids in the order the page shows them: every aisle's items to buy, then the checked ones. */
export function visualOrder(view: GroceryView): { toBuy: string[]; checked: string[] } {
  return {
    toBuy: view.aisles.flatMap((group) => group.items.map((item) => item.id)),
    checked: view.checked.map((item) => item.id),
  };
}

/**
 * Where keyboard focus goes after a tap moves an item to the other part of the list (its checkbox
 * is drawn anew there, and focus would fall to the page): the item that took its place — the next
 * in the part it left, else the one before — so a cook checking items off in a row keeps going;
 * the moved item itself when it was the last one there.
 */
export function focusAfterMove(order: readonly string[], movedId: string): string {
  const index = order.indexOf(movedId);
  if (index === -1) return movedId;
  return order[index + 1] ?? order[index - 1] ?? movedId;
}

export const withChecked = (items: readonly GroceryItem[], id: string, checked: boolean) =>
  items.map((item) => (item.id === id ? { ...item, checked } : item));

export const withoutItem = (items: readonly GroceryItem[], id: string) =>
  items.filter((item) => item.id !== id);

export const withoutChecked = (items: readonly GroceryItem[]) =>
  items.filter((item) => !item.checked);

/** The server's answer for one item put in the list: replacing its line, or added when new. */
export function withItem(items: readonly GroceryItem[], next: GroceryItem): GroceryItem[] {
  return items.some((item) => item.id === next.id)
    ? items.map((item) => (item.id === next.id ? next : item))
    : [...items, next];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 to buy, 2 checked" — the counts under the title. */
export const countsText = (view: GroceryView) =>
  `${view.toBuyCount} to buy, ${view.checkedCount} checked`;

export const itemsWord = (n: number) => plural(n, 'item', 'items');
