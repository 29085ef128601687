// Shared by the grocery feature's tests (never imported by the app).
import type { GroceryItem } from '@mise/core';

let next = 1;

/** An item with a valid uuid id (the contract's), to buy, from no recipe. */
export function makeItem(overrides: Partial<GroceryItem> = {}): GroceryItem {
  const n = next++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: 'milk',
    amount: 0.5,
    unit: 'cup',
    quantity: '1/2 cup',
    category: 'dairy',
    checked: false,
    sources: [],
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

export const pancakes = { recipe_id: '5b1f7a62-4c1e-4a8e-9a55-0a1b2c3d4e5f', title: 'Pancakes' };
export const stew = { recipe_id: '6c2f7a62-4c1e-4a8e-9a55-0a1b2c3d4e60', title: 'Beef stew' };
