import { z } from 'zod';
import { NUL_MESSAGE } from '../text.js';
import { MAX_CHAT_MESSAGE_CHARS, MAX_CHAT_MESSAGES } from './limits.js';
import { assistantMessages as m } from './messages.js';

/**
 * The cooking assistant's contract (issue 15 §2; api.md "Cooking assistant"). `POST /api/chat`
 * answers with a UI message stream (Server-Sent Events); the conversations are kept per member.
 */

export const ChatRoleSchema = z.enum(['user', 'assistant']);
export type ChatRole = z.infer<typeof ChatRoleSchema>;

export const ChatMessageInputSchema = z.object({
  role: ChatRoleSchema,
  content: z
    .string({ error: m.messageEmpty })
    .max(MAX_CHAT_MESSAGE_CHARS, m.messageTooLong(MAX_CHAT_MESSAGE_CHARS))
    .refine((value) => !value.includes('\u0000'), NUL_MESSAGE)
    .trim()
    .min(1, m.messageEmpty),
});
export type ChatMessageInput = z.infer<typeof ChatMessageInputSchema>;

/**
 * POST /api/chat. `recipe_id`, `servings` and `step_index` (0-based) ground the answer in the recipe
 * in hand; `conversation_id` appends to a kept conversation (without it, a new one starts);
 * `helper: 'local'` asks the free local kitchen helper even when an AI provider is set.
 * `session_id` (api.md: the cooking session) is accepted and not needed: the recipe says it all.
 */
export const ChatRequestSchema = z.object({
  messages: z
    .array(ChatMessageInputSchema)
    .min(1, m.messagesRequired)
    .max(MAX_CHAT_MESSAGES, m.tooManyMessages(MAX_CHAT_MESSAGES))
    .refine((list) => list.at(-1)?.role === 'user', m.lastMustBeQuestion),
  recipe_id: z.uuid(m.recipeNotFound).nullish(),
  servings: z.number().int().min(1).max(1000).nullish(),
  step_index: z.number().int().min(0).max(999).nullish(),
  conversation_id: z.uuid(m.conversationNotFound).nullish(),
  session_id: z.string().max(64).nullish(),
  helper: z.enum(['auto', 'local']).default('auto'),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;
export type ChatRequestInput = z.input<typeof ChatRequestSchema>;

export const ChatConversationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  recipe_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

export const ChatConversationListSchema = z.object({
  items: z.array(ChatConversationSchema),
  next_cursor: z.string().nullable(),
});
export type ChatConversationList = z.infer<typeof ChatConversationListSchema>;

export const ChatConversationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const ChatStoredMessageSchema = z.object({
  id: z.uuid(),
  role: ChatRoleSchema,
  content: z.string(),
  created_at: z.string(),
});
export type ChatStoredMessage = z.infer<typeof ChatStoredMessageSchema>;

/** GET /api/chat/conversations/:id — the conversation with its messages, oldest first. */
export const ChatConversationDetailSchema = ChatConversationSchema.extend({
  messages: z.array(ChatStoredMessageSchema),
});
export type ChatConversationDetail = z.infer<typeof ChatConversationDetailSchema>;
