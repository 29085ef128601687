import type { GroceryItem } from '@mise/core';
import { groceryView } from './list';

/**
 * The list as plain text to paste into a message or a notes app: what is left to buy, by aisle,
 * one "- name, quantity" line per item. Checked items are left out — they are in the basket.
 */
export function groceryListText(items: readonly GroceryItem[]): string {
  const { aisles } = groceryView(items);
  if (aisles.length === 0) return 'Grocery list: nothing to buy.';
  const sections = aisles.map((group) =>
    [group.label, ...group.items.map((item) => `- ${itemLine(item)}`)].join('\n'),
  );
  return ['Grocery list', ...sections].join('\n\n');
}

export function itemLine(item: GroceryItem): string {
  const quantity = item.quantity.trim();
  return quantity ? `${item.name}, ${quantity}` : item.name;
}
