import {
  ContestDetailSchema,
  ContestEntryListSchema,
  ContestEntrySchema,
  ContestListSchema,
  ContestSchema,
  ContestVoteResultSchema,
  MyContestEntryListSchema,
} from '@mise/core';
import { describe, expect, it } from 'vitest';
import { contestListOf, contestOf } from '../../lib/contest-answers';
import {
  contestDetailOf,
  contestEntryListOf,
  contestEntryOf,
  myEntryListOf,
  voteResultOf,
} from './answers';
import { makeContest, makeDetail, makeEntry, makeMyEntry, uuid } from './test-fixtures';

/** The hand checks accept what core's schemas accept, and refuse what they refuse. */
describe('contest answers checked by hand', () => {
  const contest = makeContest();
  const entry = makeEntry({ votes: 2, placing: 1 });

  it('a contest and a list of them', () => {
    expect(contestOf(contest)).toEqual(ContestSchema.parse(contest));
    const list = { items: [contest], next_cursor: null };
    expect(contestListOf(list)).toEqual(ContestListSchema.parse(list));
    for (const bad of [
      { ...contest, status: 'soon' },
      { ...contest, entry_count: '1' },
      { ...contest, image_url: 3 },
      { ...contest, title: undefined },
      null,
    ]) {
      expect(() => contestOf(bad)).toThrow();
      expect(ContestSchema.safeParse(bad).success).toBe(false);
    }
    expect(() => contestListOf({ items: [contest], next_cursor: 1 })).toThrow();
    expect(ContestListSchema.safeParse({ items: [contest], next_cursor: 1 }).success).toBe(false);
  });

  it('an entry', () => {
    expect(contestEntryOf(entry)).toEqual(ContestEntrySchema.parse(entry));
    for (const bad of [
      { ...entry, votes: '2' },
      { ...entry, placing: 'first' },
      { ...entry, recipe: { id: 1 } },
      { ...entry, display_name: null },
    ]) {
      expect(() => contestEntryOf(bad)).toThrow();
      expect(ContestEntrySchema.safeParse(bad).success).toBe(false);
    }
  });

  it('a contest with its entries', () => {
    const detail = makeDetail({
      entries: [entry],
      entries_next_cursor: 'next',
      my_vote_entry_id: entry.id,
      winner_entry_ids: [entry.id],
      winners: [entry],
    });
    expect(contestDetailOf(detail).entries.map((e) => e.id)).toEqual(
      ContestDetailSchema.parse(detail).entries.map((e) => e.id),
    );
    for (const bad of [
      { ...contest },
      { ...detail, entries: [{ id: uuid(3) }] },
      { ...detail, my_vote_entry_id: 5 },
      { ...detail, winner_entry_ids: 'none' },
      { ...detail, winners: undefined },
      { ...detail, winners: [{ id: uuid(4) }] },
      { ...detail, entries_next_cursor: 3 },
      { ...detail, entries_next_cursor: undefined },
    ]) {
      expect(() => contestDetailOf(bad)).toThrow();
      expect(ContestDetailSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('a further page of entries', () => {
    const page = { items: [entry], next_cursor: 'more' };
    expect(contestEntryListOf(page)).toEqual(ContestEntryListSchema.parse(page));
    for (const bad of [
      { items: [entry], next_cursor: 1 },
      { items: [{ ...entry, votes: null }], next_cursor: null },
      { next_cursor: null },
    ]) {
      expect(() => contestEntryListOf(bad)).toThrow();
      expect(ContestEntryListSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('a vote’s answer', () => {
    const result = { my_vote_entry_id: entry.id, entries: [{ id: entry.id, votes: 3 }] };
    expect(voteResultOf(result)).toEqual(ContestVoteResultSchema.parse(result));
    const none = { my_vote_entry_id: null, entries: [] };
    expect(voteResultOf(none)).toEqual(ContestVoteResultSchema.parse(none));
    for (const bad of [
      { entries: [] },
      { my_vote_entry_id: 4, entries: [] },
      { my_vote_entry_id: null, entries: [{ id: entry.id, votes: '3' }] },
      { my_vote_entry_id: null, entries: [{ votes: 3 }] },
      null,
    ]) {
      expect(() => voteResultOf(bad)).toThrow();
      expect(ContestVoteResultSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('my entries', () => {
    const list = { items: [makeMyEntry()], next_cursor: 'abc' };
    expect(myEntryListOf(list).items[0]!.contest.title).toBe(
      MyContestEntryListSchema.parse(list).items[0]!.contest.title,
    );
    const bad = { items: [{ ...makeMyEntry(), contest: null }], next_cursor: null };
    expect(() => myEntryListOf(bad)).toThrow();
    expect(MyContestEntryListSchema.safeParse(bad).success).toBe(false);
  });
});
