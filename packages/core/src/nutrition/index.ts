// The nutrition engine: ingredients → grams → per-serving nutrition from a food reference, the
// AI estimate's rules, and the nutrition contract of the API.
export * from './food.js';
export * from './units.js';
export * from './understand.js';
export * from './match.js';
export * from './weigh.js';
export * from './estimate.js';
export * from './search.js';
export * from './ai.js';
export * from './messages.js';
export * from './contract.js';
export { foldText, words as foodWords } from './text.js';
export * from './rounding.js';
