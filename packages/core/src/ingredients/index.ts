// Ingredient rules of spec-1 §5: quantity text, amounts, units and quick-add lines.
export { sanitizeQuantity, parseQuantity } from './quantity.js';
export { coerceAmount, scaleAmount } from './amount.js';
export { formatQuantity } from './format-quantity.js';
export { normalizeUnit } from './normalize-unit.js';
export { guessUnit } from './guess-unit.js';
export {
  parseIngredientLine,
  parseIngredientLineDetail,
  parseQuickAddLine,
} from './parse-ingredient-line.js';
export type {
  ParsedIngredientLine,
  ParsedIngredientLineDetail,
  QuickAddIngredient,
} from './parse-ingredient-line.js';
export { formatIngredient, ingredientDisplay, unitLabel } from './format-ingredient.js';
export type { DisplayedIngredient, IngredientDisplay } from './format-ingredient.js';
export { quantityText, roundToFractions, scaleIngredient } from './scale-ingredient.js';
export type { ScaledAmount } from './scale-ingredient.js';
