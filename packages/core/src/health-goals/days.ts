/**
 * Calendar days as the API writes them (`YYYY-MM-DD`, api.md): a member's day is their local day in
 * their profile's time zone. Zod-free.
 */

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The member's local day at `instant` in `timeZone` (an IANA name, e.g. "Europe/Rome"). */
export function localDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `days` after `date` (before, when negative). Calendar arithmetic: no time zone, no DST. */
export function addDays(date: string, days: number): string {
  const match = LOCAL_DATE.exec(date);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return new Date(utc).toISOString().slice(0, 10);
}
