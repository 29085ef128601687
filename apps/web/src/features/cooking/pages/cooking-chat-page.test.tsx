import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assistantMessages as m } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { fakeApi, json, makeRecipe, type ApiCall } from '../../../test-utils/recipe-fixtures';
import { CookingChatPage } from './cooking-chat-page';

/** An answer as the server streams it: the AI SDK's UI message stream over SSE. */
function streamed(text: string, conversationId = 'conv-1'): Response {
  const parts = [
    {
      type: 'data-conversation',
      id: 'conversation',
      data: { id: conversationId },
      transient: true,
    },
    { type: 'start' },
    { type: 'text-start', id: 't' },
    ...text
      .split(' ')
      .map((word, i) => ({ type: 'text-delta', id: 't', delta: i ? ` ${word}` : word })),
    { type: 'text-end', id: 't' },
    { type: 'finish' },
  ];
  return new Response(
    parts.map((part) => `data: ${JSON.stringify(part)}\n\n`).join('') + 'data: [DONE]\n\n',
    {
      status: 200,
      headers: {
        'content-type': 'text/event-stream',
        'x-vercel-ai-ui-message-stream': 'v1',
        'x-conversation-id': conversationId,
      },
    },
  );
}

const emptyList = () => json(200, { items: [], next_cursor: null });
const chatBodies = (calls: readonly ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/chat').map((c) => c.body);

const renderPage = (entry = '/cooking-chat') =>
  renderWithRouter(<CookingChatPage />, {
    path: '/cooking-chat',
    initialEntry: entry,
    me: memberMe,
  });

beforeEach(() => act(() => toastStore.clear()));
afterEach(() => {
  vi.restoreAllMocks();
  act(() => toastStore.clear());
});

describe('CookingChatPage', () => {
  it('offers questions when empty, asks with the recipe in hand and shows the answer', async () => {
    const recipe = makeRecipe({ id: 'r-1', title: 'Lemon chicken', servings: 4 });
    const api = fakeApi({
      'GET /api/chat/conversations': emptyList,
      'GET /api/recipes/r-1': () => json(200, recipe),
      'POST /api/chat': () => streamed('Two tablespoons are about 30 ml.'),
    });
    renderPage('/cooking-chat?recipe=r-1&step=3&servings=6');
    expect(
      await screen.findByText('Asking about: Lemon chicken, step 3, 6 servings'),
    ).toBeVisible();
    expect(await screen.findAllByText('No conversations yet.')).not.toHaveLength(0);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'How many ml is 2 tbsp?' }));
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    expect(await within(conversation).findByText('Two tablespoons are about 30 ml.')).toBeVisible();
    expect(chatBodies(api.calls)).toEqual([
      {
        messages: [{ role: 'user', content: 'How many ml is 2 tbsp?' }],
        recipe_id: 'r-1',
        servings: 6,
        step_index: 2,
        helper: 'auto',
      },
    ]);

    // A follow-up, typed (Enter sends), goes to the same conversation with what came before.
    await user.type(screen.getByLabelText('Your question'), 'and 3 tbsp?{Enter}');
    await within(conversation).findByText('and 3 tbsp?');
    const second = chatBodies(api.calls)[1] as { conversation_id: string; messages: unknown[] };
    expect(second.conversation_id).toBe('conv-1');
    expect(second.messages).toHaveLength(3);
  });

  it('offers the free helper as a choice only when an AI service answers', async () => {
    fakeApi({
      'GET /api/chat/conversations': emptyList,
      'GET /api/nutrition/providers': () => json(200, { usda: true, ai: true }),
    });
    const { unmount } = renderPage();
    expect(
      await screen.findByRole('checkbox', { name: 'Use the free kitchen helper' }),
    ).not.toBeChecked();
    unmount();
    vi.restoreAllMocks();

    fakeApi({
      'GET /api/chat/conversations': emptyList,
      'GET /api/nutrition/providers': () => json(200, { usda: true, ai: false }),
    });
    renderPage();
    expect(await screen.findByText(/Answers come from Mise's own kitchen helper/)).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Use the free kitchen helper' })).toBeNull();
  });

  it('Shift+Enter starts a new line instead of sending', async () => {
    const api = fakeApi({ 'GET /api/chat/conversations': emptyList });
    renderPage();
    const user = userEvent.setup();
    const box = screen.getByLabelText('Your question');
    await user.type(box, 'one{Shift>}{Enter}{/Shift}two');
    expect(box).toHaveValue('one\ntwo');
    expect(chatBodies(api.calls)).toHaveLength(0);
  });

  it('on 402 says the server’s words and resends to the free kitchen helper', async () => {
    let paid = true;
    const api = fakeApi({
      'GET /api/chat/conversations': emptyList,
      'POST /api/chat': () => {
        if (!paid) return streamed('About 30 ml.');
        paid = false;
        return json(402, {
          error: { code: 'PAYMENT_REQUIRED', message: 'You have no credits left this month.' },
        });
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your question'), '2 tbsp in ml?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have no credits left this month.',
    );
    await user.click(screen.getByRole('button', { name: m.askFree }));
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(await within(conversation).findByText('About 30 ml.')).toBeVisible();
    // Read out once whole, by the polite live region.
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('About 30 ml.');
    expect(chatBodies(api.calls).map((b) => (b as { helper: string }).helper)).toEqual([
      'auto',
      'local',
    ]);
    expect(screen.getByLabelText('Use the free kitchen helper')).toBeChecked();
  });

  it('shows an error with Retry when the conversations cannot be loaded', async () => {
    fakeApi({
      'GET /api/chat/conversations': () =>
        json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } }),
    });
    renderPage();
    expect((await screen.findAllByText(m.loadFailed)).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });

  it('opens a kept conversation and deletes one after confirming', async () => {
    const conversation = {
      id: 'c-9',
      title: 'Resting steak',
      recipe_id: null,
      created_at: '2026-01-01T10:00:00.000Z',
      updated_at: '2026-01-01T10:01:00.000Z',
    };
    let kept = [conversation];
    fakeApi({
      'GET /api/chat/conversations': () => json(200, { items: kept, next_cursor: null }),
      'GET /api/chat/conversations/c-9': () =>
        json(200, {
          ...conversation,
          messages: [
            {
              id: 'm1',
              role: 'user',
              content: 'How long to rest a steak?',
              created_at: conversation.created_at,
            },
            {
              id: 'm2',
              role: 'assistant',
              content: 'About 5 minutes.',
              created_at: conversation.updated_at,
            },
          ],
        }),
      'DELETE /api/chat/conversations/c-9': () => {
        kept = [];
        return new Response(null, { status: 204 });
      },
    });
    renderPage();
    const user = userEvent.setup();
    const aside = screen.getByRole('complementary', { name: 'Conversations' });
    await user.click(await within(aside).findByRole('button', { name: 'Resting steak' }));
    const shown = await screen.findByRole('list', { name: 'Conversation' });
    expect(within(shown).getByText('About 5 minutes.')).toBeVisible();
    // A kept answer is shown, not read out again.
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('');

    await user.click(
      within(aside).getByRole('button', { name: 'Delete conversation: Resting steak' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(aside).findByText('No conversations yet.')).toBeVisible();
    expect(screen.queryByText('About 5 minutes.')).toBeNull();
  });
});
