import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAllDrafts, clearDraft, DRAFT_MAX_AGE_MS, readDraft, writeDraft } from './form-draft';

/** Issue 10 review: a form draft is its member's only, for a week at most, and sign-out ends it. */

const draftKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('mise.draft.'));
const day = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
});

describe('form drafts', () => {
  it('gives a draft back to its member, on the basis it was made on', () => {
    writeDraft('recipe-create', 'b1', 'u-1', { title: 'Soup' });
    expect(readDraft('recipe-create', 'b1', 'u-1')).toEqual({ title: 'Soup' });
    // Another version of the item: not offered, but kept (the cached version may be the old one).
    expect(readDraft('recipe-create', 'b2', 'u-1')).toBeNull();
    expect(draftKeys()).toEqual(['mise.draft.recipe-create']);
  });

  it("never gives one member's draft to another, and removes it", () => {
    writeDraft('recipe-edit:r-1', 'b1', 'u-1', { title: 'My secret recipe' });
    expect(readDraft('recipe-edit:r-1', 'b1', 'u-2')).toBeNull();
    expect(draftKeys()).toEqual([]);
    expect(readDraft('recipe-edit:r-1', 'b1', 'u-1')).toBeNull();
  });

  it('drops a draft left for more than a week', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
    writeDraft('recipe-create', '', 'u-1', { title: 'Soup' });

    vi.setSystemTime(Date.now() + DRAFT_MAX_AGE_MS - 1000);
    expect(readDraft('recipe-create', '', 'u-1')).toEqual({ title: 'Soup' });

    vi.setSystemTime(Date.now() + 2000);
    expect(readDraft('recipe-create', '', 'u-1')).toBeNull();
    expect(draftKeys()).toEqual([]);
    expect(DRAFT_MAX_AGE_MS).toBe(7 * day);
  });

  it("sweeps out every other form's expired, foreign or unreadable drafts on a read", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
    writeDraft('recipe-edit:old', 'b', 'u-1', { title: 'Never opened again' });
    vi.setSystemTime(Date.now() + 8 * day);
    writeDraft('recipe-edit:theirs', 'b', 'u-2', { title: 'Private' });
    writeDraft('recipe-edit:mine', 'b', 'u-1', { title: 'Mine' });
    // Drafts from before they had an owner, and junk.
    localStorage.setItem(
      'mise.draft.recipe-edit:v1',
      JSON.stringify({ v: 1, basis: 'b', saved_at: new Date().toISOString(), values: {} }),
    );
    localStorage.setItem('mise.draft.junk', '{not json');
    localStorage.setItem('mise.other', 'kept');

    expect(readDraft('recipe-create', '', 'u-1')).toBeNull();

    expect(draftKeys()).toEqual(['mise.draft.recipe-edit:mine']);
    expect(localStorage.getItem('mise.other')).toBe('kept');
  });

  it('clears one form, or every draft at once (sign-out)', () => {
    writeDraft('a', '', 'u-1', { x: 1 });
    writeDraft('b', '', 'u-1', { x: 2 });
    writeDraft('c', '', 'u-2', { x: 3 });
    localStorage.setItem('mise.other', 'kept');
    clearDraft('a');
    expect(draftKeys().sort()).toEqual(['mise.draft.b', 'mise.draft.c']);
    clearAllDrafts();
    expect(draftKeys()).toEqual([]);
    expect(localStorage.getItem('mise.other')).toBe('kept');
  });

  it('records who it belongs to and when it was saved', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
    writeDraft('recipe-create', 'b1', 'u-1', { title: 'Soup' });
    expect(JSON.parse(localStorage.getItem('mise.draft.recipe-create')!)).toEqual({
      v: 2,
      owner: 'u-1',
      basis: 'b1',
      saved_at: '2025-03-01T12:00:00.000Z',
      values: { title: 'Soup' },
    });
  });
});
