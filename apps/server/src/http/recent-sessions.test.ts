import { describe, expect, it } from 'vitest';
import { createRecentSessions } from './recent-sessions.js';

const cook = { id: 'u1', email: 'cook@example.com' };
const farFuture = new Date('2100-01-01');

describe('recent sessions', () => {
  it('keeps a confirmed session for its time to live, then forgets it', () => {
    let now = 1_000_000;
    const recent = createRecentSessions({ ttlMs: 15_000, now: () => now });
    recent.remember('a=1; mise.session_token=x', cook, farFuture, recent.generation);
    now += 14_999;
    expect(recent.get('a=1; mise.session_token=x')).toEqual(cook);
    expect(recent.get('a=2; mise.session_token=x')).toBeUndefined();
    now += 1;
    expect(recent.get('a=1; mise.session_token=x')).toBeUndefined();
    expect(recent.size).toBe(0);
  });

  it('never keeps a session past its own expiry', () => {
    let now = 1_000_000;
    const recent = createRecentSessions({ ttlMs: 15_000, now: () => now });
    recent.remember('soon', cook, new Date(now + 2_000), recent.generation);
    recent.remember('gone', cook, new Date(now - 1), recent.generation);
    expect(recent.get('gone')).toBeUndefined();
    now += 2_000;
    expect(recent.get('soon')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the least recently confirmed first', () => {
    const recent = createRecentSessions({ maxEntries: 2 });
    recent.remember('one', cook, farFuture, recent.generation);
    recent.remember('two', cook, farFuture, recent.generation);
    recent.remember('one', cook, farFuture, recent.generation); // confirmed again: now the newest
    recent.remember('three', cook, farFuture, recent.generation);
    expect(recent.size).toBe(2);
    expect(recent.get('two')).toBeUndefined();
    expect(recent.get('one')).toEqual(cook);
    expect(recent.get('three')).toEqual(cook);
  });

  it('forgets everything at once', () => {
    const recent = createRecentSessions();
    recent.remember('one', cook, farFuture, recent.generation);
    recent.forgetAll();
    expect(recent.get('one')).toBeUndefined();
  });

  it('ignores a lookup that started before the last forgetAll (a sign-out finished meanwhile)', () => {
    const recent = createRecentSessions();
    const lookedUpIn = recent.generation;
    recent.forgetAll(); // the sign-out completes while the lookup is in flight
    recent.remember('one', cook, farFuture, lookedUpIn);
    expect(recent.get('one')).toBeUndefined();
    recent.remember('one', cook, farFuture, recent.generation);
    expect(recent.get('one')).toEqual(cook);
  });
});
