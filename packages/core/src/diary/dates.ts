/**
 * Diary days (spec-2 §3, api.md conventions): a day is the member's local calendar day, written
 * `YYYY-MM-DD`, never an instant. Zod-free; the server and the web compute "today" the same way.
 */

const DAY_MS = 86_400_000;
/** The calendar a diary accepts: wide enough for any real diary, narrow enough to catch typos. */
export const FIRST_DIARY_YEAR = 1900;
export const LAST_DIARY_YEAR = 2200;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date `YYYY-MM-DD` ('2026-02-30' and '2026-2-3' are not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_DIARY_YEAR || year > LAST_DIARY_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromDayNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The day `days` after (or before, when negative) a `YYYY-MM-DD` day. */
export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** Days from `from` to `to`, both counted ('2026-03-01'..'2026-03-07' is 7). */
export function daysInRange(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day an instant falls on in a time zone: 23:30 in Los Angeles is still that day there
 * though it is the next day in UTC. An unknown zone is read as UTC (profiles validate the zone).
 */
export function localDate(instant: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return instant.toISOString().slice(0, 10);
    }
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
