// Zod-free, so the chat page (which loads no zod) can hold its text box to the same limits.

/** Messages one request may carry (the page sends the conversation so far). */
export const MAX_CHAT_MESSAGES = 40;
/** Characters in one message. */
export const MAX_CHAT_MESSAGE_CHARS = 4000;
/** A conversation's title: its first question, trimmed to this. */
export const CHAT_TITLE_CHARS = 80;
