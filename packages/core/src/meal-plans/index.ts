// The meal plans' numbers and words, zod-free; the zod contract is `./contract.ts`, exported by the
// package index on its own.
export * from './constants.js';
export * from './messages.js';
