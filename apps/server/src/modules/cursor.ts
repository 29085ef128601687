import { isUuid } from '@mise/core';
import { AppError } from '../http/app-error.js';

/**
 * A keyset position in a list newest first: the last row's timestamp (as PostgreSQL's text, at full
 * microsecond precision) and its id. Recipes, cooks, meal plans and cookbooks page with it.
 */
export interface Cursor {
  created_at: string;
  id: string;
}

/**
 * A timestamp as PostgreSQL writes a timestamptz as text ('2026-03-01 12:34:56.123456+00'), or as
 * ISO 8601: the only shapes a cursor holds. `Date.parse` alone is too lenient — it takes '1', '2020'
 * and '2020-02-30', which PostgreSQL refuses with an error (a 500 for a junk cursor).
 */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?$/;

function isTimestamp(text: string): boolean {
  const parts = TIMESTAMP.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const realDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const offsetHours = Number(parts[7] ?? 0);
  const offsetMinutes = Number(parts[8] ?? 0);
  return (
    year >= 1 &&
    realDay &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours <= 15 &&
    offsetMinutes < 60
  );
}

/** The cursor as the client sends it back: opaque, URL-safe. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.created_at, cursor.id])).toString('base64url');
}

/** The cursor a client sent (none: the first page); anything else is a 400, never a 500. */
export function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (!raw) return undefined;
  try {
    const [created_at, id] = JSON.parse(
      Buffer.from(raw, 'base64url').toString('utf8'),
    ) as unknown[];
    const valid = typeof created_at === 'string' && isTimestamp(created_at);
    if (valid && typeof id === 'string' && isUuid(id)) return { created_at, id };
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION_FAILED', 'Invalid cursor', { cursor: 'Invalid cursor' });
}
