/**
 * The Vitest rows of `npm test`'s closing "Suite times" table (scripts/test.mjs): one row per
 * Vitest project, in one order on every run, names padded to the longest so the times line up.
 */

/** Pure and fast suites first, then the server on each database, then the whole-process suites. */
export const projectOrder = [
  'core',
  'web',
  'web-isolated',
  'server-pglite',
  'server-postgres',
  'processes-pglite',
  'processes-postgres',
];

/** Listed in `projectOrder`; a project it does not know yet comes after, by name. */
export function inProjectOrder(suites) {
  const rank = (name) => {
    const index = projectOrder.indexOf(name);
    return index === -1 ? projectOrder.length : index;
  };
  return [...suites].sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

/** `    vitest <name>  <time> wall, N files, N tests`, one per suite. */
export function vitestRows(suites, seconds) {
  const ordered = inProjectOrder(suites);
  const width = Math.max(0, ...ordered.map((suite) => suite.name.length));
  return ordered.map(
    (suite) =>
      `    vitest ${suite.name.padEnd(width)} ${seconds(suite.wallMs)} wall, ${suite.files} files, ${suite.tests} tests`,
  );
}
