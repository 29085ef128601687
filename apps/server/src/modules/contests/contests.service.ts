import {
  contestMessages as m,
  contestStatusAt,
  isUuid,
  placingsOf,
  type Contest,
  type ContestCreate,
  type ContestDetail,
  type ContestEntry,
  type ContestEntryCreate,
  type ContestEntryList,
  type ContestList,
  type ContestListQuery,
  type ContestPatch,
  type ContestVoteResult,
  type MyContestEntryList,
  type RecipeSummary,
} from '@mise/core';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../cooking/cooking.service.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import { decodeCursor, encodeCursor } from '../cursor.js';
import type {
  ContestRow,
  ContestsRepository,
  EntryCursor,
  EntryRow,
  PagedEntryRow,
  VoteOutcome,
} from './contests.repository.js';

const notFound = () => new AppError('NOT_FOUND', m.notFound);
const entryNotFound = () => new AppError('NOT_FOUND', m.entryNotFound);
const recipeNotFound = () => new AppError('NOT_FOUND', m.recipeNotFound);

/** The first page of a contest's entries on its read, and a page's size unless asked. */
export const ENTRIES_PAGE = 20;

/**
 * A page of entries ends at (votes, created_at, id): the votes, a dot, then the shared (created_at,
 * id) cursor — so its timestamp and id are checked as every list's are. Junk is a 400.
 */
function encodeEntryCursor(row: PagedEntryRow): string {
  return `${row.votes}.${encodeCursor({ created_at: row.cursor_created_at, id: row.id })}`;
}
function decodeEntryCursor(raw: string | undefined): EntryCursor | undefined {
  if (!raw) return undefined;
  const dot = raw.indexOf('.');
  const votes = raw.slice(0, dot);
  const rest = decodeCursor(dot > 0 && /^\d{1,9}$/.test(votes) ? raw.slice(dot + 1) : '!');
  return { votes: Number(votes), created_at: rest!.created_at, id: rest!.id };
}

/**
 * Contests (issue 15 §1; spec-1 §1, §2, §3, §7). Admins create and edit them (the routes check the
 * role); members enter their own public recipes and vote while a contest is active. Recipes and
 * names come from their modules' services — this module reads only its own three tables.
 */
export function createContestsService(deps: {
  repo: ContestsRepository;
  recipes: Pick<RecipesService, 'ownership' | 'summariesInOrder'>;
  profiles: Pick<ProfilesService, 'displayNames'>;
  clock: Clock;
}) {
  const { repo, recipes, profiles, clock } = deps;

  const contestOf = (row: ContestRow, now: Date): Contest => ({
    id: row.id,
    title: row.title,
    description: row.description,
    theme: row.theme,
    rules: row.rules,
    image_url: row.image_url,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    status: contestStatusAt(row.starts_at, row.ends_at, now),
    entry_count: row.entry_count,
  });

  async function found(id: string, viewerId?: string) {
    const row = isUuid(id) ? await repo.find(id.toLowerCase(), viewerId) : undefined;
    if (!row) throw notFound();
    return row;
  }

  /** Entries and votes are taken only while the contest is active: else a 409 saying why. */
  function assertActive(row: ContestRow, now: Date): void {
    const status = contestStatusAt(row.starts_at, row.ends_at, now);
    if (status === 'upcoming') throw new AppError('CONFLICT', m.notStarted);
    if (status === 'past') throw new AppError('CONFLICT', m.ended);
  }

  /**
   * Entries as the viewer sees them: those whose recipe they may see (a recipe made private since
   * it was entered is left out for others), with the recipe's summary and the entrant's name. Two
   * queries whatever the number of entries.
   */
  async function entriesOf(
    rows: EntryRow[],
    viewerId: string | undefined,
    placings: Map<string, number | null> | undefined,
  ): Promise<ContestEntry[]> {
    if (rows.length === 0) return [];
    const summaries = await recipes.summariesInOrder(
      rows.map((r) => r.recipe_id),
      viewerId,
    );
    const recipeOf = new Map(
      summaries.map((s) => [s.id, JSON.parse(s.json.json) as RecipeSummary]),
    );
    const visible = rows.filter((r) => recipeOf.has(r.recipe_id));
    const names = await profiles.displayNames(visible.map((r) => r.user_id));
    return visible.map((r) => ({
      id: r.id,
      contest_id: r.contest_id,
      recipe_id: r.recipe_id,
      recipe: recipeOf.get(r.recipe_id)!,
      user_id: r.user_id,
      display_name: names.get(r.user_id) ?? '',
      note: r.note,
      votes: r.votes,
      placing: placings?.get(r.id) ?? null,
      created_at: r.created_at,
    }));
  }

  /**
   * A page of the contest's entries as the viewer sees them (and, after the end, its winners): three
   * queries whatever the number of entries — the page with the winners, the summaries, the names.
   */
  async function entriesPage(
    row: ContestRow,
    viewerId: string | undefined,
    query: { limit: number; cursor?: string | undefined },
    now: Date,
  ) {
    const past = contestStatusAt(row.starts_at, row.ends_at, now) === 'past';
    const rows = await repo.entriesPage(row.id, {
      after: decodeEntryCursor(query.cursor),
      limit: query.limit + 1,
      past,
    });
    const paged = rows.filter((r) => r.part === 0);
    const page = paged.slice(0, query.limit);
    const winnerRows = rows.filter((r) => r.part === 1);
    const placings = past ? new Map(rows.map((r) => [r.id, r.placing])) : undefined;
    const entries = await entriesOf([...page, ...winnerRows], viewerId, placings);
    const byId = new Map(entries.map((e) => [e.id, e]));
    const pick = (from: PagedEntryRow[]) =>
      from.flatMap((r) => (byId.has(r.id) ? [byId.get(r.id)!] : []));
    const last = page.at(-1);
    return {
      items: pick(page),
      // The cursor is the last row's, seen or not, so a hidden entry never stops the paging.
      next_cursor: paged.length > query.limit && last ? encodeEntryCursor(last) : null,
      winners: pick(winnerRows),
    };
  }

  async function detail(id: string, viewerId: string | undefined): Promise<ContestDetail> {
    const now = clock.now();
    const row = await found(id, viewerId);
    const page = await entriesPage(row, viewerId, { limit: ENTRIES_PAGE }, now);
    return {
      ...contestOf(row, now),
      entries: page.items,
      entries_next_cursor: page.next_cursor,
      my_vote_entry_id: row.my_vote_entry_id,
      winner_entry_ids: page.winners.map((e) => e.id),
      winners: page.winners,
    };
  }

  /** A vote's outcome as the API answers it; closed or gone meanwhile: why, as a 409 or 404. */
  async function voteResult(contestId: string, outcome: VoteOutcome): Promise<ContestVoteResult> {
    if (outcome === 'entry-gone') throw entryNotFound();
    if (outcome === 'closed') {
      assertActive(await found(contestId), clock.now());
      throw notFound(); // deleted meanwhile
    }
    return { my_vote_entry_id: outcome.my_vote_entry_id, entries: outcome.changed };
  }

  /** The entry of this contest, when the member may see its recipe (else 404). */
  async function visibleEntry(contestId: string, entryId: string, userId: string) {
    const entry = isUuid(entryId)
      ? await repo.findEntry(contestId, entryId.toLowerCase())
      : undefined;
    if (!entry || !(await recipes.ownership(entry.recipe_id, userId))) throw entryNotFound();
    return entry;
  }

  return {
    /** A page of contests in a status at this moment, with their entry counts (one query). */
    async list(query: ContestListQuery): Promise<ContestList> {
      const now = clock.now();
      const rows = await repo.list(query.status, now, {
        after: decodeCursor(query.cursor),
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => contestOf(row, now)),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ created_at: last.sort_key, id: last.id })
            : null,
      };
    },

    read: detail,

    /** The next page of a contest's entries (GET /api/contests/:id/entries), in the read's order. */
    async entries(
      id: string,
      viewerId: string | undefined,
      query: { limit: number; cursor?: string | undefined },
    ): Promise<ContestEntryList> {
      const now = clock.now();
      const page = await entriesPage(await found(id, viewerId), viewerId, query, now);
      return { items: page.items, next_cursor: page.next_cursor };
    },

    async create(input: ContestCreate): Promise<Contest> {
      const id = await repo.insert(input);
      return contestOf(await found(id), clock.now());
    },

    /** Changes a contest (admins); the end must stay after the start, whichever of them is sent. */
    async update(id: string, patch: ContestPatch): Promise<Contest> {
      const row = await found(id);
      const changes = Object.fromEntries(
        Object.entries(patch).filter(([, value]) => value !== undefined),
      ) as ContestPatch;
      const starts = changes.starts_at ?? row.starts_at;
      const ends = changes.ends_at ?? row.ends_at;
      if (Date.parse(ends) <= Date.parse(starts))
        throw new AppError('VALIDATION_FAILED', m.endsBeforeStart, { ends_at: m.endsBeforeStart });
      if (Object.keys(changes).length > 0) await repo.update(row.id, changes);
      return contestOf(await found(row.id), clock.now());
    },

    /**
     * Enters the member's own public recipe in an active contest, once. A recipe they cannot see
     * is 404, someone else's 403; a private one is refused (400): entering never publishes it.
     */
    async enter(
      contestId: string,
      userId: string,
      input: ContestEntryCreate,
    ): Promise<ContestEntry> {
      const now = clock.now();
      const contest = await found(contestId);
      assertActive(contest, now);
      const recipe = await recipes.ownership(input.recipe_id, userId);
      if (!recipe) throw recipeNotFound();
      if (recipe.user_id !== userId) throw new AppError('FORBIDDEN', m.notYourRecipe);
      if (!recipe.is_public)
        throw new AppError('VALIDATION_FAILED', m.privateRecipe, { recipe_id: m.privateRecipe });
      const outcome = await repo.enter(
        { contest_id: contest.id, recipe_id: input.recipe_id, user_id: userId, note: input.note },
        now,
      );
      if (outcome === 'duplicate') throw new AppError('CONFLICT', m.alreadyEntered);
      if (outcome === 'recipe-gone') throw recipeNotFound();
      if (outcome === 'closed') {
        assertActive(await found(contest.id), clock.now());
        throw notFound(); // deleted meanwhile
      }
      const [entry] = await entriesOf([outcome], userId, undefined);
      return entry!;
    },

    /** Withdraws the member's own entry while the contest is active; its votes go with it. */
    async withdraw(contestId: string, entryId: string, userId: string): Promise<void> {
      const now = clock.now();
      const contest = await found(contestId);
      const entry = await visibleEntry(contest.id, entryId, userId);
      if (entry.user_id !== userId) throw new AppError('FORBIDDEN', m.notYourEntry);
      assertActive(contest, now);
      if (!(await repo.withdraw(contest.id, entry.id, now)))
        assertActive(await found(contest.id), clock.now());
    },

    /**
     * The member's one vote in the contest, on someone else's entry, while it is active: a second
     * vote moves the first. Answers the member's vote and the counts that changed.
     */
    async vote(contestId: string, entryId: string, userId: string): Promise<ContestVoteResult> {
      const now = clock.now();
      const contest = await found(contestId);
      const entry = await visibleEntry(contest.id, entryId, userId);
      if (entry.user_id === userId) throw new AppError('FORBIDDEN', m.ownEntryVote);
      assertActive(contest, now);
      return voteResult(contest.id, await repo.vote(contest.id, userId, entry.id, now));
    },

    /** Takes back the member's vote on this entry (none there: nothing to do), until the end. */
    async unvote(contestId: string, entryId: string, userId: string): Promise<ContestVoteResult> {
      const now = clock.now();
      const contest = await found(contestId);
      const entry = await visibleEntry(contest.id, entryId, userId);
      assertActive(contest, now);
      return voteResult(contest.id, await repo.unvote(contest.id, userId, entry.id, now));
    },

    /**
     * The member's entries, newest first, with their contest, votes and placing (1 = a winner,
     * after the end). Four queries a page: entries, the votes of their contests, recipes, names.
     */
    async myEntries(
      userId: string,
      query: { limit: number; cursor?: string | undefined },
    ): Promise<MyContestEntryList> {
      const now = clock.now();
      const rows = await repo.myEntries(userId, {
        after: decodeCursor(query.cursor),
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const ended = page.filter(
        (r) => contestStatusAt(r.contest_starts_at, r.contest_ends_at, now) === 'past',
      );
      const counts = await repo.voteCounts([...new Set(ended.map((r) => r.contest_id))]);
      const placings = new Map<string, number | null>();
      for (const contestId of new Set(counts.map((c) => c.contest_id)))
        for (const [id, placing] of placingsOf(counts.filter((c) => c.contest_id === contestId)))
          placings.set(id, placing);
      const entries = await entriesOf(page, userId, placings);
      const contestOfEntry = new Map(page.map((r) => [r.id, r]));
      return {
        items: entries.map((entry) => {
          const r = contestOfEntry.get(entry.id)!;
          return {
            ...entry,
            contest: {
              id: r.contest_id,
              title: r.contest_title,
              status: contestStatusAt(r.contest_starts_at, r.contest_ends_at, now),
              starts_at: r.contest_starts_at,
              ends_at: r.contest_ends_at,
            },
          };
        }),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ created_at: last.cursor_created_at, id: last.id })
            : null,
      };
    },

    // ── your data (issue 17 §2) ──
    /** The member's contest entries, newest first, for their export. */
    async exportOf(userId: string) {
      const rows = await repo.myEntries(userId, { limit: 100_000 });
      return rows.map(({ cursor_created_at: _cursor, ...row }) => row);
    },
    /** Takes back the member's votes and their counts (the account deletion's transaction). */
    forgetVoterOf: (tx: Parameters<ContestsRepository['forgetVoter']>[0], userId: string) =>
      repo.forgetVoter(tx, userId),
  };
}
export type ContestsService = ReturnType<typeof createContestsService>;
