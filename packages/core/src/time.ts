/**
 * Time display (spec-1 §9, issue 10): under 60 minutes as 'N min'; from an hour on, hours and
 * minutes the way a cookbook writes them — '6 h', '1 h 30 min' — never '6h 0m'. One style for
 * every time on a page (prep, cook, total, a step's time).
 */
export function formatMinutes(totalMinutes: number): string {
  const minutes = Number.isFinite(totalMinutes) ? Math.max(0, Math.round(totalMinutes)) : 0;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/**
 * A time worth showing: a recipe without times, or a step without one, shows nothing rather than
 * '0 min'. null when there is nothing to show.
 */
export function formatTime(totalMinutes: number | null | undefined): string | null {
  if (totalMinutes === null || totalMinutes === undefined) return null;
  if (!Number.isFinite(totalMinutes) || Math.round(totalMinutes) <= 0) return null;
  return formatMinutes(totalMinutes);
}
