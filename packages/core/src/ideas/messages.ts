/** The words of recipe ideas (issue 16 §3), ours: the spec shows none for the server side. */
export const ideasMessages = {
  signedOut: 'You must be logged in to find recipe ideas',
  aiNotConfigured: 'New recipe ideas need an AI provider, and none is configured on this server.',
  aiFailed: 'The AI provider could not write recipe ideas just now. Your credits were refunded.',
  aiUnreadable:
    'The AI provider answered with something that is not a recipe. Your credits were refunded.',
} as const;
