import type {
  ContestDetail,
  ContestEntry,
  ContestEntryList,
  ContestVoteResult,
  MyContestEntry,
  MyContestEntryList,
} from '@mise/core';
import {
  has,
  isInteger,
  isRecord,
  isString,
  isStringArray,
  itemsOf,
  unexpected,
  type Shape,
} from '../../lib/answer-checks';
import { isContest } from '../../lib/contest-answers';
import { recipeListOf } from '../../lib/recipe-answers';

/**
 * The contest pages' answers checked by hand, just enough for what they show (no zod on pages that
 * are not forms). `answers.test.ts` holds each check to core's schemas.
 */
function isEntry(value: unknown): value is ContestEntry {
  if (
    !isRecord(value) ||
    !has(
      value,
      ['id', 'contest_id', 'recipe_id', 'user_id', 'display_name', 'note', 'created_at'],
      isString,
    ) ||
    !isInteger(value.votes) ||
    !(value.placing === null || isInteger(value.placing))
  )
    return false;
  try {
    recipeListOf({ items: [value.recipe], next_cursor: null });
    return true;
  } catch {
    return false;
  }
}

export function contestEntryOf(body: unknown): ContestEntry {
  if (!isEntry(body)) throw unexpected('a contest entry');
  return body;
}

const isEntries = (value: unknown): value is ContestEntry[] =>
  Array.isArray(value) && value.every(isEntry);
const isCursor = (value: unknown) => value === null || isString(value);

/** GET /api/contests/:id: the contest, its first page of entries, the member's vote, the winners. */
export function contestDetailOf(body: unknown): ContestDetail {
  if (
    !isContest(body) ||
    !isEntries((body as Shape).entries) ||
    !isCursor((body as Shape).entries_next_cursor) ||
    !(
      ((body as Shape).my_vote_entry_id ?? null) === null ||
      isString((body as Shape).my_vote_entry_id)
    ) ||
    !isStringArray((body as Shape).winner_entry_ids) ||
    !isEntries((body as Shape).winners)
  )
    throw unexpected('a contest');
  return body as ContestDetail;
}

/** GET /api/contests/:id/entries: a further page of entries. */
export function contestEntryListOf(body: unknown): ContestEntryList {
  const items = itemsOf(body, isEntry, 'the entries');
  const cursor = (body as Shape).next_cursor;
  if (!isCursor(cursor)) throw unexpected('the entries');
  return { items, next_cursor: cursor };
}

/** POST and DELETE …/vote: the member's vote now and the vote counts that changed. */
export function voteResultOf(body: unknown): ContestVoteResult {
  const mine = isRecord(body) ? body.my_vote_entry_id : undefined;
  const entries = isRecord(body) ? body.entries : undefined;
  if (
    !(mine === null || isString(mine)) ||
    !Array.isArray(entries) ||
    !entries.every((e) => isRecord(e) && isString(e.id) && isInteger(e.votes))
  )
    throw unexpected('your vote');
  return body as ContestVoteResult;
}

function isMyEntry(value: unknown): value is MyContestEntry {
  const contest = isRecord(value) ? value.contest : undefined;
  return (
    isEntry(value) &&
    isRecord(contest) &&
    has(contest, ['id', 'title', 'status', 'starts_at', 'ends_at'], isString)
  );
}

/** GET /api/me/contest-entries */
export function myEntryListOf(body: unknown): MyContestEntryList {
  const items = itemsOf(body, isMyEntry, 'your entries');
  const cursor = (body as Shape).next_cursor;
  if (cursor !== null && !isString(cursor)) throw unexpected('your entries');
  return { items, next_cursor: cursor };
}
