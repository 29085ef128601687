// The food diary's zod-free rules (issue 12): days, words, CSV and filling an entry from a food.
// The contracts (zod) are `./entries.ts` and `./settings.ts`, exported by the package index on their own.
export * from './messages.js';
export * from './dates.js';
export * from './csv.js';
export * from './food-fill.js';
