import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UIMessage } from 'ai';
import { List, Plus, X } from 'lucide-react';
import { assistantMessages as m } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Sheet } from '../../../components/ui/sheet';
import { ErrorState } from '../../../components/ui/states';
import { conversationKeys, useAiProvider, useConversation } from '../assistant/api';
import { ChatPanel, type ChatContext } from '../assistant/chat-panel';
import { ConversationList } from '../assistant/conversation-list';
import { cookingRecipeKey, fetchRecipeToCook } from '../recipe-query';

/** A positive whole number from the query string, else null. */
function wholeNumber(raw: string | null): number | null {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value >= 1 ? value : null;
}

/*
 * The cooking assistant /cooking-chat (issue 15 §2): the member's conversations (a drawer on a
 * phone), a chat whose answers stream in, and — from cooking mode's Ask button
 * (`?recipe=<id>&step=<n>&servings=<n>`, step 1-based) — the recipe in hand as a removable chip.
 */
export function CookingChatPage() {
  const [params, setParams] = useSearchParams();
  const recipeId = params.get('recipe');
  const step = wholeNumber(params.get('step'));
  const servings = wholeNumber(params.get('servings'));
  const recipe = useQuery({
    queryKey: cookingRecipeKey(recipeId ?? ''),
    queryFn: ({ signal }) => fetchRecipeToCook(recipeId!, signal),
    enabled: Boolean(recipeId),
  });
  const context: ChatContext | null =
    recipeId && recipe.data
      ? { recipe_id: recipeId, servings, step_index: step !== null ? step - 1 : null }
      : null;

  const client = useQueryClient();
  // The conversation opened from the list (its messages are loaded), and the one on screen.
  const [opened, setOpened] = useState<string | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [fresh, setFresh] = useState(0);
  const [useLocal, setUseLocal] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const drawerButton = useRef<HTMLButtonElement>(null);
  const detail = useConversation(opened);
  const provider = useAiProvider();
  const onlyLocal = provider.data === false;

  const open = (id: string) => {
    setOpened(id);
    setActiveId(id);
    setDrawer(false);
  };
  const startNew = () => {
    setOpened(null);
    setActiveId(null);
    setFresh((n) => n + 1);
    setDrawer(false);
  };
  const list = (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={startNew}>
        <Plus aria-hidden="true" className="size-4" />
        New conversation
      </Button>
      <ConversationList
        activeId={activeId}
        onOpen={open}
        onDeleted={(id) => {
          if (id === activeId) startNew();
        }}
      />
    </div>
  );

  let chat;
  if (opened && detail.isPending)
    chat = (
      <p role="status" className="py-6 text-slate-700">
        Loading the conversation…
      </p>
    );
  else if (opened && detail.isError)
    chat = (
      <ErrorState
        message={m.loadOneFailed}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  else {
    const initial: UIMessage[] =
      opened && detail.data
        ? detail.data.messages.map((message) => ({
            id: message.id,
            role: message.role,
            parts: [{ type: 'text', text: message.content }],
          }))
        : [];
    chat = (
      <ChatPanel
        key={opened ?? `new-${fresh}`}
        conversationId={opened}
        initialMessages={initial}
        context={context}
        useLocalHelper={useLocal}
        onLocalHelper={() => setUseLocal(true)}
        onConversation={(id) => {
          setActiveId(id);
          void client.invalidateQueries({ queryKey: conversationKeys.list() });
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Cooking Assistant"
        description="Ask about techniques, conversions, substitutions and timings while you cook."
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={drawerButton}
          variant="secondary"
          className="lg:hidden"
          onClick={() => setDrawer(true)}
        >
          <List aria-hidden="true" className="size-4" />
          Conversations
        </Button>
        {onlyLocal ? (
          <p className="text-sm text-slate-700">
            Answers come from Mise&apos;s own kitchen helper: free, and nothing leaves this server.
          </p>
        ) : (
          <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-900">
            <input
              type="checkbox"
              checked={useLocal}
              onChange={(event) => setUseLocal(event.target.checked)}
              className="size-5 accent-emerald-700"
            />
            Use the free kitchen helper
          </label>
        )}
      </div>
      {recipeId && recipe.data ? (
        <p className="inline-flex w-fit max-w-full items-center gap-2 rounded-full bg-emerald-50 py-1 pr-1 pl-3 text-sm text-emerald-950 ring-1 ring-emerald-200">
          <span className="truncate">
            Asking about: {recipe.data.title}
            {step !== null ? `, step ${step}` : ''}
            {`, ${servings ?? recipe.data.servings} servings`}
          </span>
          <button
            type="button"
            aria-label={`Stop asking about ${recipe.data.title}`}
            onClick={() => setParams({}, { replace: true })}
            className="inline-flex size-8 items-center justify-center rounded-full hover:bg-emerald-100 focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:outline-none"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </p>
      ) : recipeId && recipe.isError ? (
        <p role="alert" className="text-sm text-red-900">
          {m.recipeNotFound}: the answers will not know the recipe.
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside aria-label="Conversations" className="hidden lg:block">
          {list}
        </aside>
        <section aria-label="Chat">{chat}</section>
      </div>
      <Sheet
        open={drawer}
        onClose={() => setDrawer(false)}
        label="Conversations"
        side="left"
        returnFocusRef={drawerButton}
      >
        {list}
      </Sheet>
    </div>
  );
}
