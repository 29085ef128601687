// The local kitchen helper (issue 15 §2, "offline by default"): answers a cook's chat message from
// what Mise knows, without an AI provider. Zod-free and pure; the server supplies the lookups.
export * from './kitchen-helper.js';
