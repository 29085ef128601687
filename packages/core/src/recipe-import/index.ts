// Recipe import (issue 16 §4), zod-free; the contract is `./contract.ts`, exported on its own.
export * from './messages.js';
export * from './draft.js';
export * from './duration.js';
export * from './html-text.js';
export * from './schema-org.js';
export * from './pasted-text.js';
