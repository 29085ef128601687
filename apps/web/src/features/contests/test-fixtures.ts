// The contests feature's test helpers (never imported by the app).
import type {
  Contest,
  ContestDetail,
  ContestEntry,
  MyContestEntry,
  RecipeSummary,
} from '@mise/core';
import { makeRecipe } from '../../test-utils/recipe-fixtures';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeSummary(overrides: Partial<RecipeSummary> = {}): RecipeSummary {
  const { ingredients: _ingredients, steps: _steps, ...summary } = makeRecipe(overrides);
  return summary;
}

export function makeContest(overrides: Partial<Contest> = {}): Contest {
  return {
    id: uuid(1),
    title: 'Soup season',
    description: 'Warm bowls for cold days.',
    theme: 'Soup',
    rules: 'One public recipe each.',
    image_url: null,
    starts_at: '2026-03-01T00:00:00.000Z',
    ends_at: '2026-03-31T00:00:00.000Z',
    status: 'active',
    entry_count: 0,
    ...overrides,
  };
}

export function makeEntry(overrides: Partial<ContestEntry> = {}): ContestEntry {
  const recipe = overrides.recipe ?? makeSummary({ id: uuid(20), title: 'Leek soup' });
  return {
    id: uuid(10),
    contest_id: uuid(1),
    recipe_id: recipe.id,
    recipe,
    user_id: 'someone-else',
    display_name: 'Bob',
    note: '',
    votes: 0,
    placing: null,
    created_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<ContestDetail> = {}): ContestDetail {
  const entries = overrides.entries ?? [];
  return {
    ...makeContest({ entry_count: entries.length }),
    entries,
    entries_next_cursor: null,
    my_vote_entry_id: null,
    winner_entry_ids: [],
    winners: [],
    ...overrides,
  };
}

export function makeMyEntry(overrides: Partial<MyContestEntry> = {}): MyContestEntry {
  return {
    ...makeEntry(),
    contest: {
      id: uuid(1),
      title: 'Soup season',
      status: 'active',
      starts_at: '2026-03-01T00:00:00.000Z',
      ends_at: '2026-03-31T00:00:00.000Z',
    },
    ...overrides,
  };
}
