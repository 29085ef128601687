import { describe, expect, it } from 'vitest';
import { ContestCreateSchema, ContestEntryCreateSchema, ContestPatchSchema } from './contract.js';
import { contestMessages as m } from './messages.js';

const valid = {
  title: '  Summer salads ',
  starts_at: '2026-06-01T00:00:00+02:00',
  ends_at: '2026-06-30T00:00:00Z',
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('contest contract', () => {
  it('trims, fills defaults and keeps the moments in UTC', () => {
    expect(ContestCreateSchema.parse(valid)).toEqual({
      title: 'Summer salads',
      description: '',
      theme: '',
      rules: '',
      image_url: null,
      starts_at: '2026-05-31T22:00:00.000Z',
      ends_at: '2026-06-30T00:00:00.000Z',
    });
  });
  it('needs a title and an end after the start', () => {
    expect(messagesOf(ContestCreateSchema.safeParse({ ...valid, title: '  ' }))).toEqual([
      m.titleRequired,
    ]);
    expect(
      messagesOf(ContestCreateSchema.safeParse({ ...valid, ends_at: valid.starts_at })),
    ).toEqual([m.endsBeforeStart]);
    expect(messagesOf(ContestCreateSchema.safeParse({ ...valid, starts_at: 'tomorrow' }))).toEqual([
      m.startsAt,
    ]);
    expect(
      messagesOf(
        ContestPatchSchema.safeParse({ starts_at: valid.ends_at, ends_at: valid.starts_at }),
      ),
    ).toEqual([m.endsBeforeStart]);
  });
  it('takes web or local image addresses only', () => {
    expect(
      ContestCreateSchema.safeParse({ ...valid, image_url: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(ContestCreateSchema.parse({ ...valid, image_url: '/api/images/x.webp' }).image_url).toBe(
      '/api/images/x.webp',
    );
  });
  it('an entry names a recipe by its id', () => {
    expect(messagesOf(ContestEntryCreateSchema.safeParse({ recipe_id: 'nope' }))).toEqual([
      m.recipeId,
    ]);
  });
});
