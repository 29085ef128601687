// Recipe inspirations (issue 16 §1), zod-free; the contract is `./contract.ts`, exported on its own.
export * from './mealdb.js';
export * from './messages.js';
export * from './convert.js';
export * from './to-recipe.js';
