import { useRef, useState } from 'react';
import { MessageSquare, Trash2 } from 'lucide-react';
import { assistantMessages as m, type ChatConversation } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast-store';
import { errorMessageOf } from '../../../lib/api-client';
import { useConversations, useDeleteConversation } from './api';

export interface ConversationListProps {
  activeId: string | null;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}

/** The member's conversations to return to, latest first, each with a Delete (confirmed). */
export function ConversationList({ activeId, onOpen, onDeleted }: ConversationListProps) {
  const conversations = useConversations();
  const remove = useDeleteConversation();
  const [doomed, setDoomed] = useState<ChatConversation | null>(null);
  const returnFocus = useRef<HTMLButtonElement | null>(null);

  if (conversations.isPending)
    return (
      <p role="status" className="px-2 py-4 text-sm text-slate-700">
        Loading your conversations…
      </p>
    );
  if (conversations.isError)
    return (
      <ErrorState
        message={m.loadFailed}
        onRetry={() => void conversations.refetch()}
        retrying={conversations.isFetching}
      />
    );
  const items = conversations.data.items;
  return (
    <>
      {items.length === 0 ? (
        <p className="px-2 py-4 text-sm text-slate-700">No conversations yet.</p>
      ) : (
        <ul aria-label="Your conversations" className="flex flex-col gap-1">
          {items.map((conversation) => (
            <li key={conversation.id} className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => onOpen(conversation.id)}
                aria-current={conversation.id === activeId ? 'true' : undefined}
                className="flex min-h-11 flex-1 items-center gap-2 truncate rounded-lg px-2 py-2 text-left text-sm text-slate-900 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:outline-none aria-[current]:bg-emerald-50 aria-[current]:font-semibold"
              >
                <MessageSquare aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
                <span className="truncate">{conversation.title}</span>
              </button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete conversation: ${conversation.title}`}
                onClick={(event) => {
                  returnFocus.current = event.currentTarget;
                  setDoomed(conversation);
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title="Delete this conversation?"
        description={doomed ? `“${doomed.title}” and its answers will be gone.` : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        returnFocusRef={returnFocus}
        onCancel={() => setDoomed(null)}
        onConfirm={() => {
          if (!doomed) return;
          remove.mutate(doomed.id, {
            onSuccess: () => {
              toast.success(m.deleted);
              onDeleted(doomed.id);
              setDoomed(null);
            },
            onError: (error) => toast.error(`${m.deleteFailed}: ${errorMessageOf(error)}`),
          });
        }}
      />
    </>
  );
}
