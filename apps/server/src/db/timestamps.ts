import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamptz column as `Date.toISOString()` writes it (UTC, milliseconds, `Z`), whichever driver
 * reads it: as SQL text, for statements written as text. `column` is SQL (a qualified name, say).
 */
export const isoTimestampText = (column: string): string =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The same, as a Drizzle expression for a select's columns. */
export const isoTimestamp = (column: string): SQL<string> =>
  sql<string>`${sql.raw(isoTimestampText(column))}`;
