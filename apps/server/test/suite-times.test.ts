import { describe, expect, it } from 'vitest';
import { inProjectOrder, vitestRows } from '../../../scripts/suite-times.mjs';

/** `npm test`'s closing table (scripts/test.mjs): Vitest projects in one order, times lined up. */

const suite = (name: string, wallMs: number) => ({ name, wallMs, files: 3, tests: 40 });
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

describe('suite times', () => {
  it('lists the Vitest projects in a stable order, whatever order they finished in', () => {
    const finished = [
      suite('processes-postgres', 17_800),
      suite('server-postgres', 90_000),
      suite('web', 60_000),
      suite('processes-pglite', 20_000),
      suite('server-pglite', 80_000),
      suite('core', 5_000),
    ];
    expect(inProjectOrder(finished).map((s) => s.name)).toEqual([
      'core',
      'web',
      'server-pglite',
      'server-postgres',
      'processes-pglite',
      'processes-postgres',
    ]);
    // A project added later goes after the known ones.
    expect(inProjectOrder([suite('zeta', 1), suite('alpha', 1), suite('core', 1)])).toEqual([
      suite('core', 1),
      suite('alpha', 1),
      suite('zeta', 1),
    ]);
  });

  it('pads the names to the longest, so every time lines up', () => {
    const rows = vitestRows(
      [suite('processes-postgres', 17_800), suite('core', 5_000), suite('server-pglite', 80_000)],
      seconds,
    );
    expect(rows).toEqual([
      '    vitest core                   5.0 s wall, 3 files, 40 tests',
      '    vitest server-pglite         80.0 s wall, 3 files, 40 tests',
      '    vitest processes-postgres    17.8 s wall, 3 files, 40 tests',
    ]);
    const column = (row: string) => row.indexOf(' s wall');
    expect(new Set(rows.map(column)).size).toBe(1);
  });
});
