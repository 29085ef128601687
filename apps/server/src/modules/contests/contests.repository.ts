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
/** An entry of a page of a contest's entries: its placing (after the end) and its keyset position. */
export type PagedEntryRow = EntryRow & {
  placing: number | null;
  /** `created_at` at full precision, for the cursor. */
  cursor_created_at: string;
  /** 0: on the page (limit + 1 rows, the last one only says there is more); 1: a winner. */
  part: number;
};
/** Where a page of entries starts: after this (votes, created_at, id) in the read's order. */
export type EntryCursor = { votes: number; created_at: string; id: string };
/** An entry whose vote count a vote changed. */
export type VoteCount = { id: string; votes: number };
/**
 * What a vote did: the counts it changed and the member's vote now; 'closed' (not active), or
 * 'entry-gone' (withdrawn or its recipe deleted meanwhile).
 */
export type VoteOutcome =
  { changed: VoteCount[]; my_vote_entry_id: string | null } | 'closed' | 'entry-gone';
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

/** An entry's columns of `e`, its votes from the counter the vote transactions keep. */
const entryColumns = sql`e.id::text as id, e.contest_id::text as contest_id,
  e.recipe_id::text as recipe_id, e.user_id, e.note, ${iso('e.created_at')} as created_at,
  e.vote_count as votes`;

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

  /** The vote's transaction (see `vote`); a foreign key violation means the entry went meanwhile. */
  const voteInTransaction = (
    contestId: string,
    userId: string,
    entryId: string,
    now: Date,
  ): Promise<VoteOutcome> =>
    db.transaction(async (tx) => {
      const run = async <T extends Record<string, unknown>>(query: SQL) =>
        (await tx.execute<T>(query)).rows;
      const bump = async (id: string, by: number) =>
        (
          await run<VoteCount>(sql`update contest_entries set vote_count = vote_count + ${by}
          where id = ${id}::uuid returning id::text as id, vote_count as votes`)
        )[0];
      // Twice at most: a vote taken back between the insert and the lock is inserted again.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const inserted = await run<{ entry_id: string }>(sql`
        insert into contest_votes (contest_id, user_id, entry_id)
        select ${contestId}::uuid, ${userId}, ${entryId}::uuid where ${isActive(contestId, now)}
        on conflict (contest_id, user_id) do nothing
        returning entry_id::text`);
        if (inserted.length > 0) {
          const counted = await bump(entryId, 1);
          return { changed: counted ? [counted] : [], my_vote_entry_id: entryId };
        }
        const [held] = await run<{ entry_id: string }>(sql`select entry_id::text
        from contest_votes where contest_id = ${contestId}::uuid and user_id = ${userId}
          and ${isActive(contestId, now)}
        for update`);
        if (!held) {
          const [open] = await run<{ active: boolean }>(
            sql`select ${isActive(contestId, now)} as active`,
          );
          if (!open?.active) return 'closed';
          continue;
        }
        if (held.entry_id === entryId) return { changed: [], my_vote_entry_id: entryId };
        await run(sql`update contest_votes set entry_id = ${entryId}::uuid, voted_at = now()
        where contest_id = ${contestId}::uuid and user_id = ${userId}`);
        // In id order, so two members moving votes the opposite ways never deadlock.
        const moves = [
          { id: held.entry_id, by: -1 },
          { id: entryId, by: 1 },
        ].sort((a, b) => (a.id < b.id ? -1 : 1));
        const changed: VoteCount[] = [];
        for (const move of moves) {
          const counted = await bump(move.id, move.by);
          if (counted) changed.push(counted);
        }
        return { changed, my_vote_entry_id: entryId };
      }
      throw new Error('the vote kept disappearing');
    });

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

    /**
     * A page of the contest's entries, most votes first, then first entered, from `after` (one
     * statement, on `contest_entries_contest_votes_idx`): `limit` rows with part 0. When `past`, each
     * has its placing (dense rank among the vote counts above zero, over every entry, hidden ones
     * too, so a placing is the same for everyone) and the winners follow with part 1, whatever page
     * they are on.
     */
    async entriesPage(
      contestId: string,
      options: { after?: EntryCursor | undefined; limit: number; past: boolean },
    ): Promise<PagedEntryRow[]> {
      const { after, limit, past } = options;
      const contest = sql`${contestId}::uuid`;
      const keyset = after
        ? sql`and e.vote_count <= ${after.votes} and (e.vote_count < ${after.votes}
            or (e.created_at, e.id) > (${after.created_at}::timestamptz, ${after.id}::uuid))`
        : sql``;
      // Each distinct vote count above zero, most first: an entry's placing is its position.
      const levels = past
        ? sql`(select array_agg(l.v order by l.v desc) from (select distinct x.vote_count as v
            from contest_entries x where x.contest_id = ${contest} and x.vote_count > 0) l)`
        : sql`null::int[]`;
      const columns = sql`${entryColumns}, e.created_at::text as cursor_created_at,
        array_position((select a from levels), e.vote_count) as placing`;
      return rows<PagedEntryRow>(sql`
        with levels as (select ${levels} as a),
        page as (
          select ${columns}, 0 as part from contest_entries e
          where e.contest_id = ${contest} ${keyset}
          order by e.vote_count desc, e.created_at, e.id limit ${limit}),
        winners as (
          select ${columns}, 1 as part from contest_entries e
          where ${past} and e.contest_id = ${contest}
            and e.vote_count = (select a[1] from levels))
        select * from (select * from page union all select * from winners) x
        order by x.part, x.votes desc, x.cursor_created_at, x.id`);
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

    /**
     * Withdraws the entry while the contest is active; its votes go with it (foreign key), and with
     * them its counter: no other entry's count changes.
     */
    async withdraw(contestId: string, entryId: string, now: Date): Promise<boolean> {
      const removed = await rows<{ id: string }>(sql`delete from contest_entries
        where id = ${entryId}::uuid and contest_id = ${contestId}::uuid and ${isActive(contestId, now)}
        returning id`);
      return removed.length > 0;
    },

    /**
     * The member's vote in the contest, on this entry, while it is active at `now`: one transaction
     * that keeps one vote row per (contest, member) and the entries' counters equal to their rows.
     * A first vote inserts (the unique key makes twenty at once one insert; the others wait for it
     * and find the row); a second one locks the member's row, moves it, and moves the count (−1 on
     * the old entry, +1 on the new) — never twice, since a move reads the row it locked.
     */
    async vote(
      contestId: string,
      userId: string,
      entryId: string,
      now: Date,
    ): Promise<VoteOutcome> {
      try {
        return await voteInTransaction(contestId, userId, entryId, now);
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'entry-gone';
        throw error;
      }
    },

    /**
     * Takes back the member's vote when it is on this entry, while the contest is active, and its
     * count with it (one transaction). Answers the member's vote after it (null, or another entry's).
     */
    async unvote(
      contestId: string,
      userId: string,
      entryId: string,
      now: Date,
    ): Promise<VoteOutcome> {
      return db.transaction(async (tx) => {
        const run = async <T extends Record<string, unknown>>(query: SQL) =>
          (await tx.execute<T>(query)).rows;
        const removed = await run<{ entry_id: string }>(sql`delete from contest_votes
          where contest_id = ${contestId}::uuid and user_id = ${userId} and entry_id = ${entryId}::uuid
            and ${isActive(contestId, now)}
          returning entry_id::text`);
        if (removed.length > 0) {
          const changed = await run<VoteCount>(sql`update contest_entries
            set vote_count = vote_count - 1 where id = ${entryId}::uuid
            returning id::text as id, vote_count as votes`);
          return { changed, my_vote_entry_id: null };
        }
        const [state] = await run<{ active: boolean; entry_id: string | null }>(sql`select
          ${isActive(contestId, now)} as active,
          (select entry_id::text from contest_votes
            where contest_id = ${contestId}::uuid and user_id = ${userId}) as entry_id`);
        if (!state?.active) return 'closed';
        return { changed: [], my_vote_entry_id: state.entry_id };
      });
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
      return rows(sql`select e.id::text as id, e.contest_id::text as contest_id, e.vote_count as votes
        from contest_entries e where e.contest_id = any(${sql.param(contestIds)}::uuid[])`);
    },

    // ── your data (issue 17 §2) ──
    /**
     * Takes back every vote the member cast (their account is going), each entry's count with it,
     * inside the deletion's transaction; the cascade from the account would leave the counts high.
     */
    async forgetVoter(tx: Db, userId: string): Promise<void> {
      await tx.execute(sql`update contest_entries e set vote_count = e.vote_count - v.n
        from (select entry_id, count(*)::int as n from contest_votes where user_id = ${userId}
              group by entry_id) v
        where e.id = v.entry_id`);
      await tx.execute(sql`delete from contest_votes where user_id = ${userId}`);
    },
  };
}
export type ContestsRepository = ReturnType<typeof createContestsRepository>;
