// The grocery list's zod-free rules: aisles and limits, messages, when amounts merge, how they read,
// which aisle a food is in and what makes two lines the same food. The zod contract is
// `./contract.ts`, exported by the package index on its own.
export * from './constants.js';
export * from './messages.js';
export * from './merge.js';
export * from './display.js';
export * from './aisle.js';
export * from './food-key.js';
export * from './plan-add.js';
export * from './food-facts.js';
