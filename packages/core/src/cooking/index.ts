// Cooking mode rules (issue 11): timers found in a step's text and their countdown display. Zod-free;
// the sessions' contracts (zod) are `./sessions.ts`, exported by the package index on their own.
export * from './timers.js';
