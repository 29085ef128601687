/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF lines, a field quoted when it holds a comma, a
 * quote, a line break or edge spaces, quotes doubled), with the formula-injection guard spreadsheet
 * apps need: a text cell starting with = + - @ (or a tab or carriage return, which some apps skip
 * before reading a formula) is prefixed with ' so it is shown, never run. Numbers are written as
 * numbers. Zod-free.
 */

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A whole document: the header, then one line per row. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let text = csvLine(header);
  for (const row of rows) text += csvLine(row);
  return text;
}
