import { expect } from 'vitest';
import type { DiaryEntry, DiaryEntryCreate } from '@mise/core';
import { call, type signUp } from '../../../test/test-app.js';

type App = Parameters<typeof call>[0];
export type Member = Awaited<ReturnType<typeof signUp>>;

/** A clock the tests set: "today" for a member is their local day at this instant. */
export function settableClock(startIso: string) {
  let nowMs = Date.parse(startIso);
  return {
    clock: { now: () => new Date(nowMs) },
    set: (iso: string) => {
      nowMs = Date.parse(iso);
    },
  };
}

export const lunch = (over: Partial<DiaryEntryCreate> = {}): DiaryEntryCreate => ({
  date: '2026-03-01',
  meal_type: 'lunch',
  food_name: 'Tomato soup',
  serving_size: 1,
  serving_unit: 'bowl',
  calories: 180,
  protein: 4.5,
  carbohydrates: 22,
  fat: 7,
  sugar: 9.5,
  ...over,
});

/** One member's calls to the diary API. */
export function diaryClient(app: () => App, member: Member | undefined) {
  const send = (method: string, path: string, body?: unknown) =>
    call(app(), method, path, {
      ...(member ? { cookie: member.cookie } : {}),
      ...(body === undefined ? {} : { body }),
    });
  return {
    send,
    async add(body: DiaryEntryCreate = lunch()): Promise<DiaryEntry> {
      const response = await send('POST', '/api/diary', body);
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as DiaryEntry;
    },
    async day(date?: string): Promise<{ date: string; items: DiaryEntry[] }> {
      const response = await send('GET', `/api/diary${date ? `?date=${date}` : ''}`);
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as { date: string; items: DiaryEntry[] };
    },
    setTimeZone: async (time_zone: string) => {
      expect((await send('PATCH', '/api/me/profile', { time_zone })).status).toBe(200);
    },
  };
}
