import {
  ChatConversationDetailSchema,
  ChatConversationListSchema,
  assistantMessages,
} from '@mise/core';
import { describe, expect, it } from 'vitest';
import { chatErrorOf, conversationDetailOf, conversationListOf } from './answers';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const conversation = {
  id: uuid(1),
  title: 'How many ml is 2 tbsp?',
  recipe_id: null,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:01:00.000Z',
};

/** The hand checks accept what core's schemas accept, and refuse what they refuse. */
describe('assistant answers checked by hand', () => {
  it('a list of conversations', () => {
    const list = {
      items: [conversation, { ...conversation, id: uuid(2), recipe_id: uuid(9) }],
      next_cursor: 'abc',
    };
    expect(conversationListOf(list)).toEqual(ChatConversationListSchema.parse(list));
    for (const bad of [
      { items: [{ ...conversation, title: 3 }], next_cursor: null },
      { items: [{ ...conversation, recipe_id: 5 }], next_cursor: null },
      { items: [conversation], next_cursor: 4 },
      { next_cursor: null },
    ]) {
      expect(() => conversationListOf(bad)).toThrow();
      expect(ChatConversationListSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('a conversation with its messages', () => {
    const detail = {
      ...conversation,
      messages: [
        { id: uuid(3), role: 'user', content: 'hi', created_at: conversation.created_at },
        { id: uuid(4), role: 'assistant', content: 'hello', created_at: conversation.updated_at },
      ],
    };
    expect(conversationDetailOf(detail)).toEqual(ChatConversationDetailSchema.parse(detail));
    for (const bad of [
      { ...conversation },
      { ...detail, messages: [{ ...detail.messages[0], role: 'system' }] },
      { ...detail, messages: [{ ...detail.messages[0], content: null }] },
    ]) {
      expect(() => conversationDetailOf(bad)).toThrow();
      expect(ChatConversationDetailSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('reads a refusal from the chat transport’s error', () => {
    const body = { error: { code: 'PAYMENT_REQUIRED', message: 'You have no credits left' } };
    expect(chatErrorOf(new Error(JSON.stringify(body)))).toEqual(body.error);
    expect(chatErrorOf(new Error(assistantMessages.providerFailed))).toEqual({
      code: 'NETWORK',
      message: assistantMessages.providerFailed,
    });
    expect(chatErrorOf(undefined)).toBeNull();
  });
});
