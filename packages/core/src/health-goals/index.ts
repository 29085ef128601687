// Health goals (issue 12 points 5 and 6): the zod-free parts (messages, rules, days, stats). The
// contract (zod) is `./contract.ts`, exported by the package index on its own.
export * from './messages.js';
export * from './rules.js';
export * from './stats.js';
