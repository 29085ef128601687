import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chat_conversations, chat_messages } from '../../db/schema/assistant.js';
import { isoTimestamp } from '../../db/timestamps.js';
import type { Cursor } from '../cursor.js';

export type ConversationRow = {
  id: string;
  user_id: string;
  title: string;
  recipe_id: string | null;
  created_at: string;
  updated_at: string;
};

const conversationColumns = {
  id: chat_conversations.id,
  user_id: chat_conversations.user_id,
  title: chat_conversations.title,
  recipe_id: chat_conversations.recipe_id,
  created_at: isoTimestamp('"chat_conversations"."created_at"'),
  updated_at: isoTimestamp('"chat_conversations"."updated_at"'),
};

/** The assistant's own two tables; nothing else reads them. */
export function createAssistantRepository(db: Db) {
  return {
    /**
     * The member's conversations, latest activity first, from `after` (index
     * `chat_conversations_user_updated_idx`). One statement whatever the page size.
     */
    async list(userId: string, options: { after?: Cursor | undefined; limit: number }) {
      const { after, limit } = options;
      return db
        .select({
          ...conversationColumns,
          // Full microsecond precision for the keyset cursor (a JS Date keeps only milliseconds).
          cursor_updated_at: sql<string>`${chat_conversations.updated_at}::text`,
        })
        .from(chat_conversations)
        .where(
          and(
            eq(chat_conversations.user_id, userId),
            after
              ? sql`(${chat_conversations.updated_at}, ${chat_conversations.id}) < (${after.created_at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(chat_conversations.updated_at), desc(chat_conversations.id))
        .limit(limit);
    },

    /** The member's conversation with its messages oldest first, in one statement; else undefined. */
    async findWithMessages(id: string, userId: string) {
      const [row] = await db
        .select({
          ...conversationColumns,
          messages: sql<
            Array<{ id: string; role: 'user' | 'assistant'; content: string; created_at: string }>
          >`(
            select coalesce(json_agg(json_build_object(
              'id', m.id, 'role', m.role, 'content', m.content,
              'created_at', to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
              order by m.created_at, m.id), '[]'::json)
            from "chat_messages" m where m.conversation_id = "chat_conversations"."id")`,
        })
        .from(chat_conversations)
        .where(and(eq(chat_conversations.id, id), eq(chat_conversations.user_id, userId)));
      return row;
    },

    /** Whether the member owns this conversation. */
    async owns(id: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: chat_conversations.id })
        .from(chat_conversations)
        .where(and(eq(chat_conversations.id, id), eq(chat_conversations.user_id, userId)));
      return Boolean(row);
    },

    /** A new conversation and its first question, in one transaction. */
    async start(
      userId: string,
      values: { title: string; recipe_id: string | null; question: string },
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(chat_conversations)
          .values({ user_id: userId, title: values.title, recipe_id: values.recipe_id })
          .returning({ id: chat_conversations.id });
        await tx
          .insert(chat_messages)
          .values({ conversation_id: created!.id, role: 'user', content: values.question });
        return created!.id;
      });
    },

    /**
     * A message appended to the member's conversation, its activity time moved on — one statement
     * (a CTE), and only when the conversation is still theirs: false when it is gone.
     */
    async append(
      id: string,
      userId: string,
      message: { role: 'user' | 'assistant'; content: string },
    ): Promise<boolean> {
      const result = await db.execute<{ id: string }>(sql`
        with touched as (
          update ${chat_conversations} set updated_at = now()
          where ${chat_conversations.id} = ${id} and ${chat_conversations.user_id} = ${userId}
          returning ${chat_conversations.id}
        )
        insert into ${chat_messages} (conversation_id, role, content)
        select touched.id, ${message.role}, ${message.content} from touched
        returning conversation_id as id`);
      return result.rows.length > 0;
    },

    /** Deletes the member's conversation (its messages by cascade); false when none. */
    async delete(id: string, userId: string): Promise<boolean> {
      const deleted = await db
        .delete(chat_conversations)
        .where(and(eq(chat_conversations.id, id), eq(chat_conversations.user_id, userId)))
        .returning({ id: chat_conversations.id });
      return deleted.length > 0;
    },

    /** For tests and the detail: messages of a conversation, oldest first. */
    async messages(id: string) {
      return db
        .select({ role: chat_messages.role, content: chat_messages.content })
        .from(chat_messages)
        .where(eq(chat_messages.conversation_id, id))
        .orderBy(asc(chat_messages.created_at), asc(chat_messages.id));
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
