import type { ContestDetail, ContestEntry, MyContestEntry, MyContestEntryList } from '@mise/core';
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

/** GET /api/contests/:id (and the vote's answer): the contest with its entries and the member's vote. */
export function contestDetailOf(body: unknown): ContestDetail {
  if (
    !isContest(body) ||
    !Array.isArray((body as Shape).entries) ||
    !((body as Shape).entries as unknown[]).every(isEntry) ||
    !(
      ((body as Shape).my_vote_entry_id ?? null) === null ||
      isString((body as Shape).my_vote_entry_id)
    ) ||
    !isStringArray((body as Shape).winner_entry_ids)
  )
    throw unexpected('a contest');
  return body as ContestDetail;
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
