import { eq, sql, type SQL } from 'drizzle-orm';
import type { ContestStatus } from '@mise/core';
import type { Db } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { contest_entries, contests } from '../../db/schema/contests.js';
import { isoTimestampText } from '../../db/timestamps.js';
import type { Cursor } from '../cursor.js';

/** A contest's own columns as the API sends them (its status is the service's, from the dates). */
// Types, not interfaces: raw rows must be indexable records.
export type ContestRow = {
  id: string;
  title: string;
  description: string;
  theme: string;
  rules: string;
  image_url: string | null;
  starts_at: string;
  ends_at: string;
  entry_count: number;
};
/** A row of a list, with its keyset position (the start or the end, at full precision). */
export type ListedContestRow = ContestRow & { sort_key: string };

export type EntryRow = {
  id: string;
  contest_id: string;
  recipe_id: string;
  user_id: string;
  note: string;
  votes: number;
  created_at: string;
};
/** A member's entry with its contest's dates and title (/my-entries). */
export type MyEntryRow = EntryRow & {
  contest_title: string;
  contest_starts_at: string;
  contest_ends_at: string;
  cursor_created_at: string;
};

export type ContestValues = {
  title: string;
  description: string;
  theme: string;
  rules: string;
  image_url: string | null;
  starts_at: string;
  ends_at: string;
};

const iso = (column: string) => sql.raw(isoTimestampText(column));

/** The contest columns of `c`, its entry count by the (contest_id, recipe_id) index. */
const contestColumns = sql`c.id::text as id, c.title, c.description, c.theme, c.rules, c.image_url,
  ${iso('c.starts_at')} as starts_at, ${iso('c.ends_at')} as ends_at,
  (select count(*)::int from contest_entries e where e.contest_id = c.id) as entry_count`;

/** An entry's columns of `e`, its votes counted by `contest_votes_entry_idx`. */
const entryColumns = sql`e.id::text as id, e.contest_id::text as contest_id,
  e.recipe_id::text as recipe_id, e.user_id, e.note, ${iso('e.created_at')} as created_at,
  (select count(*)::int from contest_votes v where v.entry_id = e.id) as votes`;

/** The contest is taking entries and votes at `now` (the write checks it in its own statement). */
const isActive = (contestId: string, now: Date) =>
  sql`exists (select 1 from contests c where c.id = ${contestId}::uuid
    and c.starts_at <= ${now.toISOString()}::timestamptz and c.ends_at > ${now.toISOString()}::timestamptz)`;

/** Each list's filter, order and keyset (see ContestListQuerySchema). */
function listShape(status: ContestStatus, now: string, after: Cursor | undefined) {
  const at = sql`${now}::timestamptz`;
  const key = after ? sql`${after.created_at}::timestamptz` : undefined;
  const id = after ? sql`${after.id}::uuid` : undefined;
  const shapes: Record<ContestStatus, { where: SQL; order: SQL; sortKey: SQL }> = {
    active: {
      where: sql`c.starts_at <= ${at} and c.ends_at > ${at}${key ? sql` and (c.ends_at, c.id) > (${key}, ${id})` : sql``}`,
      order: sql`c.ends_at, c.id`,
      sortKey: sql`c.ends_at::text`,
    },
    upcoming: {
      where: sql`c.starts_at > ${at}${key ? sql` and (c.starts_at, c.id) > (${key}, ${id})` : sql``}`,
      order: sql`c.starts_at, c.id`,
      sortKey: sql`c.starts_at::text`,
    },
    past: {
      where: sql`c.ends_at <= ${at}${key ? sql` and (c.ends_at, c.id) < (${key}, ${id})` : sql``}`,
      order: sql`c.ends_at desc, c.id desc`,
      sortKey: sql`c.ends_at::text`,
    },
  };
  return shapes[status];
}

/** What entering did: 'duplicate' (the recipe is in already), 'closed' (not active), 'recipe-gone'. */
export type EnterOutcome = EntryRow | 'duplicate' | 'closed' | 'recipe-gone';

export function createContestsRepository(db: Db) {
  const rows = async <T extends Record<string, unknown>>(query: SQL) =>
    (await db.execute<T>(query)).rows;

  return {
    /** One page of contests in `status` at `now`: one statement whatever the page size. */
    async list(
      status: ContestStatus,
      now: Date,
      options: { after?: Cursor | undefined; limit: number },
    ): Promise<ListedContestRow[]> {
      const shape = listShape(status, now.toISOString(), options.after);
      return rows<ListedContestRow>(sql`select ${contestColumns}, ${shape.sortKey} as sort_key
        from contests c where ${shape.where} order by ${shape.order} limit ${options.limit}`);
    },

    /** The contest, with the viewer's vote in it (null: none, or a guest). */
    async find(
      id: string,
      viewerId: string | undefined,
    ): Promise<(ContestRow & { my_vote_entry_id: string | null }) | undefined> {
      const [row] = await rows<ContestRow & { my_vote_entry_id: string | null }>(sql`
        select ${contestColumns},
          (select v.entry_id::text from contest_votes v
            where v.contest_id = c.id and v.user_id = ${viewerId ?? null}) as my_vote_entry_id
        from contests c where c.id = ${id}::uuid`);
      return row;
    },

    /** Every entry of the contest with its votes, most votes first, then first entered. */
    async entries(contestId: string): Promise<EntryRow[]> {
      return rows<EntryRow>(sql`select * from (select ${entryColumns} from contest_entries e
        where e.contest_id = ${contestId}::uuid) x order by x.votes desc, x.created_at, x.id`);
    },

    async findEntry(contestId: string, entryId: string): Promise<EntryRow | undefined> {
      const [row] = await rows<EntryRow>(sql`select ${entryColumns} from contest_entries e
        where e.id = ${entryId}::uuid and e.contest_id = ${contestId}::uuid`);
      return row;
    },

    async insert(values: ContestValues): Promise<string> {
      const [row] = await db.insert(contests).values(values).returning({ id: contests.id });
      return row!.id;
    },

    async update(id: string, changes: Partial<ContestValues>): Promise<void> {
      await db
        .update(contests)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(contests.id, id));
    },

    /**
     * Enters the recipe, in one statement that also checks the contest is active at `now` (an end
     * passing between the service's check and the write still closes it). The unique key keeps it
     * to one entry per recipe per contest, however many requests race.
     */
    async enter(
      values: { contest_id: string; recipe_id: string; user_id: string; note: string },
      now: Date,
    ): Promise<EnterOutcome> {
      try {
        const [row] = await rows<EntryRow>(sql`
          with inserted as (
            insert into contest_entries (contest_id, recipe_id, user_id, note)
            select ${values.contest_id}::uuid, ${values.recipe_id}::uuid, ${values.user_id}, ${values.note}
            where ${isActive(values.contest_id, now)}
            on conflict (contest_id, recipe_id) do nothing
            returning *)
          select ${entryColumns} from inserted e`);
        if (row) return row;
        const [present] = await db
          .select({ id: contest_entries.id })
          .from(contest_entries)
          .where(
            sql`${contest_entries.contest_id} = ${values.contest_id}::uuid and ${contest_entries.recipe_id} = ${values.recipe_id}::uuid`,
          );
        return present ? 'duplicate' : 'closed';
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'recipe-gone';
        throw error;
      }
    },

    /** Withdraws the entry while the contest is active; its votes go with it (foreign key). */
    async withdraw(contestId: string, entryId: string, now: Date): Promise<boolean> {
      const removed = await rows<{ id: string }>(sql`delete from contest_entries
        where id = ${entryId}::uuid and contest_id = ${contestId}::uuid and ${isActive(contestId, now)}
        returning id`);
      return removed.length > 0;
    },

    /**
     * The member's vote in the contest, on this entry: one statement, an upsert on (contest_id,
     * user_id), so a vote moves rather than adds and twenty at once leave one row. False when the
     * contest is not active at `now`.
     */
    async vote(contestId: string, userId: string, entryId: string, now: Date): Promise<boolean> {
      const written = await rows<{ entry_id: string }>(sql`
        insert into contest_votes (contest_id, user_id, entry_id)
        select ${contestId}::uuid, ${userId}, ${entryId}::uuid where ${isActive(contestId, now)}
        on conflict (contest_id, user_id)
          do update set entry_id = excluded.entry_id, voted_at = now()
        returning entry_id`);
      return written.length > 0;
    },

    /** Takes back the member's vote when it is on this entry, while the contest is active. */
    async unvote(contestId: string, userId: string, entryId: string, now: Date): Promise<boolean> {
      const removed = await rows<{ entry_id: string }>(sql`delete from contest_votes
        where contest_id = ${contestId}::uuid and user_id = ${userId} and entry_id = ${entryId}::uuid
          and ${isActive(contestId, now)}
        returning entry_id`);
      return removed.length > 0;
    },

    /** The member's entries, newest first, from `after`, with their contests (one statement). */
    async myEntries(
      userId: string,
      options: { after?: Cursor | undefined; limit: number },
    ): Promise<MyEntryRow[]> {
      const { after, limit } = options;
      return rows<MyEntryRow>(sql`
        select ${entryColumns}, c.title as contest_title,
          ${iso('c.starts_at')} as contest_starts_at, ${iso('c.ends_at')} as contest_ends_at,
          e.created_at::text as cursor_created_at
        from contest_entries e join contests c on c.id = e.contest_id
        where e.user_id = ${userId}
          ${after ? sql`and (e.created_at, e.id) < (${after.created_at}::timestamptz, ${after.id}::uuid)` : sql``}
        order by e.created_at desc, e.id desc limit ${limit}`);
    },

    /** The votes of every entry of these contests, for their placings (one statement). */
    async voteCounts(
      contestIds: string[],
    ): Promise<Array<{ id: string; contest_id: string; votes: number }>> {
      if (contestIds.length === 0) return [];
      return rows(sql`select e.id::text as id, e.contest_id::text as contest_id,
          (select count(*)::int from contest_votes v where v.entry_id = e.id) as votes
        from contest_entries e where e.contest_id = any(${sql.param(contestIds)}::uuid[])`);
    },
  };
}
export type ContestsRepository = ReturnType<typeof createContestsRepository>;
