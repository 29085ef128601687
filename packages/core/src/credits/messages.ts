/** The credits' words (issue 15 §3). Ours: the spec names the page and the ledger, not the words. */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '1 December' for the first instant of a month (UTC, as the allowance renews). */
export function renewalDay(at: Date): string {
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`;
}

/** What each paid action is called on the ledger and in a 402, and its free alternative. */
export const paidActionWords = {
  ai_chat: {
    label: 'AI chat answer',
    free: 'The local kitchen helper still answers for free.',
  },
  ai_nutrition: {
    label: 'AI nutrition estimate',
    free: 'The USDA estimate is free and still works.',
  },
  image_generation: {
    label: 'AI picture',
    free: 'Uploading a photo or choosing a stock photo is still free.',
  },
} as const;

export type PaidActionName = keyof typeof paidActionWords;

export const creditMessages = {
  signedOut: 'You must be logged in to see your credits',
  loadFailed: 'Failed to load your credits',
  /** The 402: nothing was spent and the outside service was not called. */
  noCredits: (action: PaidActionName, balance: number, cost: number, renews: Date) =>
    (balance <= 0
      ? `You have no AI credits left. They renew on ${renewalDay(renews)}. `
      : `A ${paidActionWords[action].label.toLowerCase()} costs ${cost} credits and you have ${balance} left. Your credits renew on ${renewalDay(renews)}. `) +
    paidActionWords[action].free,
  allowanceReason: 'Monthly allowance',
  refundReason: (action: PaidActionName) => `Refund: ${paidActionWords[action].label} failed`,
  levelReason: (level: number) => `Reached level ${level}`,
  adminReason: 'Granted by an admin',
  grantAmount: (max: number) => `Grant between 1 and ${max} credits`,
  reasonTooLong: 'Keep the reason under 200 characters',
} as const;
