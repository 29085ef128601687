// Recipe ideas (issue 16 §3), zod-free; the contract is `./contract.ts`, exported on its own.
export * from './identity.js';
export * from './messages.js';
export * from './generate.js';
