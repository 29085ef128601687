// Progress (issue 14): the zod-free rules (catalogues, levels, streaks, challenges, achievements,
// messages). The contract (zod) is `./contract.ts`, exported by the package index on its own.
export * from './catalogue.js';
export * from './levels.js';
export * from './streak.js';
export * from './challenges.js';
export * from './achievements.js';
export * from './messages.js';
