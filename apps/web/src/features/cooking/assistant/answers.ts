import type { ChatConversation, ChatConversationDetail, ChatConversationList } from '@mise/core';
import {
  isRecord,
  isString,
  isNullableString,
  itemsOf,
  unexpected,
  type Shape,
} from '../../../lib/answer-checks';

/**
 * The assistant's answers checked by hand: the chat page is not a form and loads no zod.
 * `answers.test.ts` holds each check to core's schemas.
 */
function isConversation(value: unknown): value is ChatConversation {
  return (
    isRecord(value) &&
    ['id', 'title', 'created_at', 'updated_at'].every((key) => isString(value[key])) &&
    isNullableString(value.recipe_id)
  );
}

const isMessage = (value: unknown): value is ChatConversationDetail['messages'][number] =>
  isRecord(value) &&
  isString(value.id) &&
  (value.role === 'user' || value.role === 'assistant') &&
  isString(value.content) &&
  isString(value.created_at);

/** GET /api/chat/conversations: a page of the member's conversations. */
export function conversationListOf(body: unknown): ChatConversationList {
  const items = itemsOf(body, isConversation, 'your conversations');
  const cursor = (body as Shape).next_cursor;
  if (cursor !== null && !isString(cursor)) throw unexpected('your conversations');
  return { items, next_cursor: cursor };
}

/** GET /api/chat/conversations/:id: the conversation with its messages. */
export function conversationDetailOf(body: unknown): ChatConversationDetail {
  if (!isConversation(body)) throw unexpected('a conversation');
  const messages = (body as Shape).messages;
  if (!Array.isArray(messages) || !messages.every(isMessage)) throw unexpected('a conversation');
  return { ...body, messages };
}

/** The error body of a refused chat request (the chat transport gives it as the error's text). */
export function chatErrorOf(error: Error | undefined): { code: string; message: string } | null {
  if (!error) return null;
  try {
    const body = JSON.parse(error.message) as unknown;
    if (
      isRecord(body) &&
      isRecord(body.error) &&
      isString(body.error.code) &&
      isString(body.error.message)
    )
      return { code: body.error.code, message: body.error.message };
  } catch {
    // not an error body: a network failure or a stream error, said in the error's own words
  }
  return { code: 'NETWORK', message: error.message };
}
