import { useEffect, useRef, useState } from 'react';
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, type UIMessage } from 'ai';
import { MAX_CHAT_MESSAGE_CHARS, MAX_CHAT_MESSAGES } from '@mise/core';
import { chatErrorOf } from './answers';
import { textOf, type ChatContext, type ChatPanelProps, type ChatViewProps } from './chat-view';

/*
 * The chat's engine: useChat (the AI SDK) sends api.md's body through `prepareSendMessagesRequest`
 * and reads the streamed answer. Loaded after the chat has painted (chat-panel.tsx): the SDK, with
 * the zod it brings, is ~60 KB gzip, more than the page's budget allows it to carry.
 */

/** What the next request sends besides the messages. */
interface Sent {
  conversationId: string | null;
  context: ChatContext | null;
  helper: 'auto' | 'local';
}

/** useChat's transport, sending api.md's body: `{ role, content }` messages and the context. */
function makeTransport(conversationId: string | null) {
  const sent: Sent = { conversationId, context: null, helper: 'auto' };
  const transport = new DefaultChatTransport<UIMessage>({
    api: '/api/chat',
    prepareSendMessagesRequest: ({ messages }) => {
      const { conversationId: id, context: ctx, helper } = sent;
      return {
        body: {
          messages: messages
            .map((message) => ({ role: message.role, content: textOf(message).trim() }))
            .filter((message) => message.role !== 'system' && message.content)
            .slice(-MAX_CHAT_MESSAGES),
          ...(ctx
            ? { recipe_id: ctx.recipe_id, servings: ctx.servings, step_index: ctx.step_index }
            : {}),
          ...(id ? { conversation_id: id } : {}),
          helper,
        },
      };
    },
  });
  return {
    transport,
    /** Changes what the next request sends besides the messages. */
    update: (change: Partial<Sent>) => Object.assign(sent, change),
  };
}

/** What the chat shows and does, as the engine drives it (the panel renders it). */
export interface ChatEngineState {
  messages: UIMessage[];
  status: ChatViewProps['status'];
  refusal: ChatViewProps['refusal'];
  ask: (question: string) => void;
  stop: () => void;
  retry: () => void;
  askFree: () => void;
}

export interface ChatEngineProps extends ChatPanelProps {
  /** Told the engine's state whenever it changes; the panel renders the chat from it. */
  onState: (state: ChatEngineState) => void;
  /** A question asked before the engine had loaded: sent (once) as soon as it has. */
  pending: string | null;
}

/** Renders nothing: the panel keeps rendering the chat, so nothing is remounted when this loads. */
export function ChatEngine({
  conversationId,
  initialMessages,
  context,
  useLocalHelper,
  onLocalHelper,
  onConversation,
  onState,
  pending,
}: ChatEngineProps) {
  // The transport is made once; what it sends is read from `sent` at each request.
  const [{ transport, update }] = useState(() => makeTransport(conversationId));
  useEffect(() => {
    update({ context, helper: useLocalHelper ? 'local' : 'auto' });
  }, [update, context, useLocalHelper]);
  const { messages, sendMessage, status, stop, error, regenerate, clearError } = useChat({
    transport,
    messages: initialMessages,
    onData: (part) => {
      if (part.type === 'data-conversation') {
        const id = (part.data as { id?: unknown }).id;
        if (typeof id === 'string') {
          update({ conversationId: id });
          onConversation(id);
        }
      }
    },
  });
  const busy = status === 'submitted' || status === 'streaming';

  // The question asked while the engine loaded goes first (once, also under StrictMode's rerun).
  const sentPending = useRef(false);
  useEffect(() => {
    if (pending === null || sentPending.current) return;
    sentPending.current = true;
    void sendMessage({ text: pending.slice(0, MAX_CHAT_MESSAGE_CHARS) });
  }, [pending, sendMessage]);

  useEffect(() => {
    onState({
      messages,
      status,
      refusal: chatErrorOf(error),
      ask: (text) => {
        const question = text.trim();
        if (!question || busy) return;
        clearError();
        void sendMessage({ text: question.slice(0, MAX_CHAT_MESSAGE_CHARS) });
      },
      stop: () => void stop(),
      retry: () => void regenerate(),
      askFree: () => {
        onLocalHelper();
        update({ helper: 'local' });
        clearError();
        void regenerate();
      },
    });
  }, [
    onState,
    messages,
    status,
    error,
    busy,
    clearError,
    sendMessage,
    stop,
    regenerate,
    onLocalHelper,
    update,
  ]);

  return null;
}
