import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { UIMessage } from 'ai';
import { Send, Square } from 'lucide-react';
import { MAX_CHAT_MESSAGE_CHARS, assistantMessages as m } from '@mise/core';
import { Button } from '../../../components/ui/button';

/** What the answer is grounded in: the recipe in hand, its servings and step (0-based). */
export interface ChatContext {
  recipe_id: string;
  servings: number | null;
  step_index: number | null;
}

export interface ChatPanelProps {
  /** The kept conversation to append to (null: the first question starts one). */
  conversationId: string | null;
  initialMessages: UIMessage[];
  context: ChatContext | null;
  /** Ask the free local kitchen helper even when an AI provider is set. */
  useLocalHelper: boolean;
  onLocalHelper: () => void;
  /** A new conversation was started (its id came with the answer), or one was added to. */
  onConversation: (id: string) => void;
}

export const SUGGESTED_QUESTIONS = [
  'How many ml is 2 tbsp?',
  'Double it',
  'What can I use instead of buttermilk?',
  'What is the safe temperature for chicken?',
];

export const textOf = (message: UIMessage) =>
  message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('');

export interface ChatViewProps {
  messages: UIMessage[];
  /** The kept conversation's messages: not read out again as if just answered. */
  initialMessages: UIMessage[];
  status: 'ready' | 'submitted' | 'streaming' | 'error';
  refusal: { code: string; message: string } | null;
  draft: string;
  onDraft: (draft: string) => void;
  onAsk: (question: string) => void;
  onStop: () => void;
  onRetry: () => void;
  onAskFree: () => void;
}

/**
 * The conversation and its text box, as the engine (chat-engine.tsx) or, until it has loaded, the
 * panel (chat-panel.tsx) drives it; the last answer is read out to screen readers once it is whole,
 * not token by token.
 */
export function ChatView({
  messages,
  initialMessages,
  status,
  refusal,
  draft,
  onDraft,
  onAsk,
  onStop,
  onRetry,
  onAskFree,
}: ChatViewProps) {
  const [loaded] = useState(() => new Set(initialMessages.map((message) => message.id)));
  const busy = status === 'submitted' || status === 'streaming';
  const listEnd = useRef<HTMLDivElement>(null);

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  // Read out the last answer once it is whole (not one loaded with a kept conversation).
  const last = messages.at(-1);
  const finished =
    status === 'ready' && last?.role === 'assistant' && !loaded.has(last.id) ? textOf(last) : '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onAsk(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onAsk(draft);
    }
  };

  return (
    <div className="flex min-h-[60vh] flex-col gap-3">
      {messages.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6">
          <p className="font-medium text-slate-900">Ask anything about cooking</p>
          <p className="mt-1 text-sm text-slate-700">Try one of these:</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {SUGGESTED_QUESTIONS.map((question) => (
              <li key={question}>
                <Button variant="secondary" size="sm" onClick={() => onAsk(question)}>
                  {question}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ol aria-label="Conversation" className="flex flex-col gap-3">
          {messages.map((message) => (
            <li
              key={message.id}
              className={
                message.role === 'user'
                  ? 'ml-8 self-end rounded-2xl bg-emerald-700 px-4 py-2 text-white'
                  : 'mr-8 self-start rounded-2xl bg-white px-4 py-2 text-slate-900 ring-1 ring-slate-200'
              }
            >
              <span className="sr-only">{message.role === 'user' ? 'You: ' : 'Assistant: '}</span>
              <span className="break-words whitespace-pre-line" data-role={message.role}>
                {textOf(message)}
              </span>
            </li>
          ))}
          {status === 'submitted' ? (
            <li className="mr-8 self-start rounded-2xl bg-white px-4 py-2 text-slate-600 ring-1 ring-slate-200">
              Thinking…
            </li>
          ) : null}
        </ol>
      )}
      <div ref={listEnd} />
      <div aria-live="polite" className="sr-only">
        {finished}
      </div>

      {refusal ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p>{refusal.message}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {refusal.code === 'PAYMENT_REQUIRED' ? (
              <Button size="sm" onClick={onAskFree}>
                {m.askFree}
              </Button>
            ) : (
              <Button size="sm" variant="secondary" onClick={onRetry}>
                Try again
              </Button>
            )}
          </div>
        </div>
      ) : null}

      <form
        onSubmit={onSubmit}
        className="sticky bottom-0 mt-auto flex items-end gap-2 bg-slate-50 py-2"
      >
        <label htmlFor="chat-question" className="sr-only">
          Your question
        </label>
        <textarea
          id="chat-question"
          value={draft}
          onChange={(event) => onDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MAX_CHAT_MESSAGE_CHARS}
          rows={2}
          placeholder="Ask about this recipe, a conversion, a substitution…"
          aria-describedby="chat-question-hint"
          className="min-h-12 flex-1 resize-y rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-emerald-700 focus:ring-2 focus:ring-emerald-700 focus:outline-none"
        />
        <span id="chat-question-hint" className="sr-only">
          Enter sends, Shift+Enter starts a new line.
        </span>
        {busy ? (
          <Button variant="secondary" onClick={onStop}>
            <Square aria-hidden="true" className="size-4" />
            Stop
          </Button>
        ) : (
          <Button type="submit" disabled={!draft.trim()}>
            <Send aria-hidden="true" className="size-4" />
            Send
          </Button>
        )}
      </form>
    </div>
  );
}
