import {
  groceryMessages,
  MAX_GROCERY_AMOUNT,
  MAX_GROCERY_NAME_LENGTH,
  MAX_GROCERY_UNIT_LENGTH,
  type GroceryCategory,
  type GroceryItem,
} from '@mise/core';
import { isGroceryCategory } from './answers';

/*
 * The add and edit forms' fields as typed, and the request body they make. The rules are the
 * contract's (GroceryItemCreateSchema, GroceryItemPatchSchema) with its messages, checked here so a
 * slip shows beside its field at once; the server checks them again.
 */

export interface ItemFields {
  name: string;
  /** As typed: empty for "no amount" (a manual item, "to taste"). */
  amount: string;
  unit: string;
  /** Empty on the add form: the server chooses the aisle from the food. */
  category: GroceryCategory | '';
}

export type ItemFieldErrors = Partial<Record<'name' | 'amount' | 'unit', string>>;

export const emptyFields: ItemFields = { name: '', amount: '', unit: '', category: '' };

/** An item's fields for the edit form; the amount as a plain number ("0.5"), as the input takes it. */
export function fieldsOf(item: GroceryItem): ItemFields {
  return {
    name: item.name,
    amount: item.amount === null ? '' : String(Number(item.amount.toFixed(3))),
    unit: item.unit,
    category: item.category,
  };
}

export interface ItemValues {
  name: string;
  amount: number | null;
  unit: string;
  category?: GroceryCategory;
}

export type ItemCheck = { ok: true; values: ItemValues } | { ok: false; errors: ItemFieldErrors };

/** A decimal comma is read as a point: "1,5" is what half of Europe types for one and a half. */
const parseAmount = (typed: string) => Number(typed.trim().replace(',', '.'));

export function checkItemFields(fields: ItemFields): ItemCheck {
  const errors: ItemFieldErrors = {};
  const name = fields.name.trim();
  if (!name) errors.name = groceryMessages.nameRequired;
  else if (name.length > MAX_GROCERY_NAME_LENGTH)
    errors.name = `Keep the name under ${MAX_GROCERY_NAME_LENGTH + 1} characters`;

  let amount: number | null = null;
  if (fields.amount.trim()) {
    amount = parseAmount(fields.amount);
    if (!Number.isFinite(amount) || amount < 0 || amount > MAX_GROCERY_AMOUNT)
      errors.amount = groceryMessages.amountRange;
  }
  const unit = fields.unit.trim();
  if (unit.length > MAX_GROCERY_UNIT_LENGTH)
    errors.unit = `Keep the unit under ${MAX_GROCERY_UNIT_LENGTH + 1} characters`;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const category = isGroceryCategory(fields.category) ? fields.category : undefined;
  return { ok: true, values: { name, amount, unit, ...(category ? { category } : {}) } };
}
