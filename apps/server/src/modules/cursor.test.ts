import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.js';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('keyset cursors', () => {
  it('reads back what it wrote, in PostgreSQL’s text and in ISO 8601', () => {
    for (const created_at of [
      '2026-03-01 12:34:56.123456+00',
      '2026-03-01 12:34:56+05:30',
      '2026-03-01 12:34:56.1-03',
      '2026-03-01T12:34:56.123Z',
      '2024-02-29 00:00:00+00',
    ])
      expect(decodeCursor(encodeCursor({ created_at, id }))).toEqual({ created_at, id });
    expect(decodeCursor(undefined)).toBeUndefined();
    expect(decodeCursor('')).toBeUndefined();
  });

  it('refuses junk with a 400 before PostgreSQL could fail on it with a 500', () => {
    const junk = [
      'nonsense',
      raw(['1', id]),
      raw(['-1', id]),
      raw(['2020', id]),
      raw(['1 2', id]),
      raw(['99999', id]),
      raw(['2020-02-30 00:00:00+00', id]),
      raw(['2023-02-29 00:00:00+00', id]),
      raw(['2020-13-01 00:00:00+00', id]),
      raw(['2020-01-01 24:00:00+00', id]),
      raw(['2020-01-01 00:00:00+99', id]),
      raw(['0000-01-01 00:00:00+00', id]),
      raw(['+275760-09-13T00:00:00.000Z', id]),
      raw(['2020-01-01 00:00:00+00', 'not-a-uuid']),
      raw(['2020-01-01 00:00:00+00']),
      raw([null, id]),
      raw({ created_at: '2020-01-01 00:00:00+00', id }),
      raw('x'),
    ];
    for (const cursor of junk)
      expect(() => decodeCursor(cursor), cursor).toThrow(
        expect.objectContaining({ code: 'VALIDATION_FAILED' }),
      );
  });
});
