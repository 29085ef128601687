import type { CreditSpender } from '../credits/credits.port.js';

/**
 * A stand-in for the credits module until it is merged (issue 15 §3, helper B's branch): every
 * spend succeeds and nothing is recorded. app.ts passes the real credits service once it exists.
 */
export const unmeteredCredits: CreditSpender = {
  spend: () => Promise.resolve({ id: 'unmetered', refund: () => Promise.resolve() }),
  charge: async (_userId, _action, call) => call(),
};
