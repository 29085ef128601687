import type { Contest, ContestList } from '@mise/core';
import {
  has,
  isInteger,
  isNullableString,
  isRecord,
  isString,
  itemsOf,
  unexpected,
  type Shape,
} from './answer-checks';

/*
 * Contest answers checked by hand (not core's zod): the home page lists the active contests and is
 * where visitors land. Here, not in features/contests, because both the home and the contests pages
 * read them; `contest-answers.test.ts` holds the checks to core's schemas.
 */

const STATUSES = ['active', 'upcoming', 'past'];

export function isContest(value: unknown): value is Contest {
  return (
    isRecord(value) &&
    has(
      value,
      ['id', 'title', 'description', 'theme', 'rules', 'starts_at', 'ends_at'],
      isString,
    ) &&
    isNullableString(value.image_url) &&
    STATUSES.includes(value.status as string) &&
    isInteger(value.entry_count)
  );
}

export function contestOf(body: unknown): Contest {
  if (!isContest(body)) throw unexpected('a contest');
  return body;
}

/** GET /api/contests?status=… */
export function contestListOf(body: unknown): ContestList {
  const items = itemsOf(body, isContest, 'contests');
  const cursor = (body as Shape).next_cursor;
  if (cursor !== null && !isString(cursor)) throw unexpected('contests');
  return { items, next_cursor: cursor };
}
