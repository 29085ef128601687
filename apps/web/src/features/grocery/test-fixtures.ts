// Shared by the grocery feature's tests (never imported by the app).
import type { GroceryItem } from '@mise/core';
import { vi } from 'vitest';

let next = 1;

/** An item with a valid uuid id (the contract's), to buy, from no recipe. */
export function makeItem(overrides: Partial<GroceryItem> = {}): GroceryItem {
  const n = next++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: 'milk',
    amount: 0.5,
    unit: 'cup',
    quantity: '1/2 cup',
    category: 'dairy',
    checked: false,
    sources: [],
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

export const pancakes = { recipe_id: '5b1f7a62-4c1e-4a8e-9a55-0a1b2c3d4e5f', title: 'Pancakes' };
export const stew = { recipe_id: '6c2f7a62-4c1e-4a8e-9a55-0a1b2c3d4e60', title: 'Beef stew' };

/** A promise the test settles by hand: the server's answer held back. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

export interface ServerCall {
  method: string;
  path: string;
  body: unknown;
  key: string | undefined;
}

/**
 * The grocery API as the server keeps it, over the global fetch: the list, adds with their
 * Idempotency-Key remembered (a replay answers the first add's line), PATCH setting the values
 * sent, DELETE 404 once a line is gone. `down` makes every call fail as with no network; `hold`
 * keeps a POST's answer back until the test lets it go.
 */
export function fakeGroceryServer(initial: GroceryItem[] = []) {
  const state = {
    items: [...initial],
    calls: [] as ServerCall[],
    down: false,
    hold: null as Promise<unknown> | null,
  };
  const keys = new Map<string, string>();
  let created = 0;
  const answer = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const notFound = () =>
    answer(404, { error: { code: 'NOT_FOUND', message: 'No such item on your list' } });
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (state.down) throw new TypeError('Failed to fetch');
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(raw, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const key = (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
    state.calls.push({ method, path, body, key });
    if (method === 'GET' && path === '/api/grocery-list')
      return answer(200, { items: state.items });
    if (method === 'POST' && path === '/api/grocery-list/items') {
      if (state.hold) await state.hold;
      const replayed = key === undefined ? undefined : keys.get(key);
      if (replayed !== undefined) {
        const line = state.items.find((item) => item.id === replayed);
        return line ? answer(201, line) : notFound();
      }
      created += 1;
      const values = body as Partial<GroceryItem>;
      const amount = values.amount ?? null;
      const unit = values.unit ?? '';
      const item = makeItem({
        id: `20000000-0000-4000-8000-${String(created).padStart(12, '0')}`,
        category: 'other',
        ...values,
        amount,
        unit,
        quantity: amount === null ? '' : `${amount}${unit ? ` ${unit}` : ''}`,
      });
      state.items = [...state.items, item];
      if (key !== undefined) keys.set(key, item.id);
      return answer(201, item);
    }
    const id = path.startsWith('/api/grocery-list/items/') ? path.split('/').pop()! : null;
    const line = state.items.find((item) => item.id === id);
    if (!id || !line) return notFound();
    if (method === 'DELETE') {
      state.items = state.items.filter((item) => item.id !== id);
      return answer(204);
    }
    if (method === 'PATCH') {
      const next = { ...line, ...(body as Partial<GroceryItem>) };
      state.items = state.items.map((item) => (item.id === id ? next : item));
      return answer(200, next);
    }
    return notFound();
  });
  const callsOf = (method: string) => state.calls.filter((call) => call.method === method);
  return {
    state,
    spy,
    callsOf,
    byName: (name: string) => state.items.filter((i) => i.name === name),
  };
}
