// The cooking assistant's words, limits and system prompt, zod-free; the zod contract is
// `./contract.ts`, exported by the package index on its own.
export * from './messages.js';
export * from './limits.js';
export * from './prompt.js';
