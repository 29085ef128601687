// The contests' words and zod-free rules; the zod contract is `./contract.ts`, exported by the package index on its own.
export * from './messages.js';
export * from './rules.js';
