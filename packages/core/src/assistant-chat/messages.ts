/** The cooking assistant's words (issue 15 §2; spec-1 §2 /cooking-chat), ours: the spec shows none. */
export const assistantMessages = {
  signedOut: 'You must be logged in to use the cooking assistant',
  conversationNotFound: 'Conversation not found',
  recipeNotFound: 'Recipe not found',
  messagesRequired: 'Send at least one message',
  tooManyMessages: (max: number) => `A conversation sends at most ${max} messages at a time`,
  messageTooLong: (max: number) =>
    `Keep each message under ${max.toLocaleString('en-US')} characters`,
  messageEmpty: 'A message cannot be empty',
  lastMustBeQuestion: 'The last message must be your question',
  /** A provider that failed or went quiet: never its body, never the key. */
  providerFailed: 'The assistant did not answer. Please try again.',
  loadFailed: 'Failed to load your conversations',
  loadOneFailed: 'Failed to load this conversation',
  deleteFailed: 'Failed to delete the conversation',
  deleted: 'Conversation deleted',
  askFree: 'Ask the free kitchen helper',
} as const;
