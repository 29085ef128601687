/**
 * An ISO 8601 duration as schema.org writes times (`PT1H30M`, `P0DT15M`, `PT90M`, `P1D`) → whole
 * minutes, rounded; seconds count as fractions of a minute. Anything else (bare numbers, '1 hour',
 * an empty string, a year or month part whose length is not fixed) → null, so the form keeps its
 * default instead of a guess.
 */
const DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

export function parseIsoDuration(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = DURATION.exec(text);
  if (!match || text === 'P' || /T$/i.test(text)) return null;
  const [weeks, days, hours, minutes, seconds] = match
    .slice(1)
    .map((part) => (part ? Number(part.replace(',', '.')) : 0));
  const total =
    (weeks ?? 0) * 7 * 24 * 60 +
    (days ?? 0) * 24 * 60 +
    (hours ?? 0) * 60 +
    (minutes ?? 0) +
    (seconds ?? 0) / 60;
  return Number.isFinite(total) ? Math.round(total) : null;
}
