import { lazy, Suspense, useState } from 'react';
import type { UIMessage } from 'ai';
import type { ChatEngineState } from './chat-engine';
import { ChatView, type ChatPanelProps } from './chat-view';

export { SUGGESTED_QUESTIONS, type ChatContext, type ChatPanelProps } from './chat-view';

// The AI SDK's engine loads beside the page, not within it (chat-engine.tsx says why).
const ChatEngine = lazy(() => import('./chat-engine').then((m) => ({ default: m.ChatEngine })));

/**
 * The assistant's chat: the kept conversation and the text box at once, the engine that sends and
 * streams as soon as it has loaded. A question asked before that shows as asked ("Thinking…") and
 * goes when the engine is there. The chat is rendered here either way, so the text box being typed
 * in stays as it is when the engine arrives.
 */
export function ChatPanel(props: ChatPanelProps) {
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [engine, setEngine] = useState<ChatEngineState | null>(null);
  // Until the engine shows the question asked while it loaded, the chat shows it as asked.
  const waiting =
    pending !== null && !(engine && engine.messages.length > props.initialMessages.length);
  const asked: UIMessage[] = !waiting
    ? props.initialMessages
    : [
        ...props.initialMessages,
        { id: 'pending', role: 'user', parts: [{ type: 'text', text: pending ?? '' }] },
      ];
  const ask = (text: string) => {
    const question = text.trim();
    if (!question) return;
    if (engine && !waiting) engine.ask(question);
    else if (pending === null) setPending(question);
    else return;
    setDraft('');
  };

  return (
    <>
      {/* The engine's chunk starts loading with this first render; it renders nothing itself. */}
      <Suspense fallback={null}>
        <ChatEngine {...props} onState={setEngine} pending={pending} />
      </Suspense>
      <ChatView
        messages={engine && !waiting ? engine.messages : asked}
        initialMessages={props.initialMessages}
        status={engine && !waiting ? engine.status : waiting ? 'submitted' : 'ready'}
        refusal={engine?.refusal ?? null}
        draft={draft}
        onDraft={setDraft}
        onAsk={ask}
        onStop={() => engine?.stop()}
        onRetry={() => engine?.retry()}
        onAskFree={() => engine?.askFree()}
      />
    </>
  );
}
