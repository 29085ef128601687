// Ingredient rules of spec-1 §5: quantity text, amounts, units and quick-add lines.
export { sanitizeQuantity, parseQuantity } from './quantity.js';
export { coerceAmount, scaleAmount } from './amount.js';
export { formatQuantity } from './format-quantity.js';
export { normalizeUnit } from './normalize-unit.js';
export { guessUnit } from './guess-unit.js';
export { parseIngredientLine, parseIngredientLineDetail } from './parse-ingredient-line.js';
export type { ParsedIngredientLine, ParsedIngredientLineDetail } from './parse-ingredient-line.js';
