import { describe, expect, it } from 'vitest';
import { makeItem } from './test-fixtures';
import {
  createGroceryQueue,
  GROCERY_QUEUE_KEY,
  newIdempotencyKey,
  pendingIdOf,
  withQueued,
  type QueuedChange,
  type SendOutcome,
} from './offline-queue';

const add = (key: string, name: string): Extract<QueuedChange, { kind: 'add' }> => ({
  kind: 'add',
  key,
  values: { name, amount: 1, unit: 'l' },
  checked: false,
  queued_at: '2026-11-25T02:00:00.000Z',
});

/** A queue over a Storage of its own: what a reopened tab would read. */
function queueOver(storage: Storage = new MemoryStorage()) {
  return { storage, queue: createGroceryQueue(() => storage) };
}

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe('the grocery list’s offline queue', () => {
  it('keeps changes in storage, so a closed tab loses nothing, and only for their member', () => {
    const { storage, queue } = queueOver();
    queue.enqueue('ann', { kind: 'check', item_id: 'a', checked: true });
    queue.enqueue('ann', add('k1', 'oat milk'));
    const reopened = createGroceryQueue(() => storage);
    expect(reopened.changes('ann')).toEqual([
      { kind: 'check', item_id: 'a', checked: true },
      add('k1', 'oat milk'),
    ]);
    expect(reopened.changes('bob')).toEqual([]);
    expect(reopened.changes(undefined)).toEqual([]);
    // Garbage in storage is no queue.
    storage.setItem(GROCERY_QUEUE_KEY, '{not json');
    expect(reopened.changes('ann')).toEqual([]);
  });

  it('keeps the last tick of an item, and a tick of a queued add goes with the add', () => {
    const { queue } = queueOver();
    queue.enqueue('ann', { kind: 'check', item_id: 'a', checked: true });
    queue.enqueue('ann', add('k1', 'oat milk'));
    queue.enqueue('ann', { kind: 'check', item_id: 'a', checked: false });
    queue.enqueue('ann', { kind: 'check', item_id: pendingIdOf('k1'), checked: true });
    expect(queue.changes('ann')).toEqual([
      { ...add('k1', 'oat milk'), checked: true },
      { kind: 'check', item_id: 'a', checked: false },
    ]);
  });

  it('sends in order, each once; stops at the first that must wait and keeps it and the rest', async () => {
    const { queue } = queueOver();
    queue.enqueue('ann', add('k1', 'oat milk'));
    queue.enqueue('ann', { kind: 'check', item_id: 'a', checked: true });
    queue.enqueue('ann', add('k2', 'bread'));
    const sent: QueuedChange[] = [];
    let reachable = 2;
    const send = (change: QueuedChange): Promise<SendOutcome> => {
      if (reachable-- <= 0) return Promise.resolve('retry');
      sent.push(change);
      return Promise.resolve('sent');
    };
    // Two calls at once are one run: nothing is sent twice.
    const [first, second] = await Promise.all([queue.flush('ann', send), queue.flush('ann', send)]);
    expect(first).toBe(2);
    expect(second).toBe(2);
    expect(sent.map((c) => c.kind)).toEqual(['add', 'check']);
    expect(queue.changes('ann')).toEqual([add('k2', 'bread')]);

    reachable = 5;
    expect(await queue.flush('ann', send)).toBe(1);
    expect(sent).toHaveLength(3);
    expect(queue.changes('ann')).toEqual([]);
  });

  it('a run with nothing to send leaves the way open for the next one', async () => {
    const { queue } = queueOver();
    const sent: QueuedChange[] = [];
    const send = (change: QueuedChange): Promise<SendOutcome> => {
      sent.push(change);
      return Promise.resolve('sent');
    };
    expect(await queue.flush('ann', send)).toBe(0);
    expect(queue.isFlushing()).toBe(false);
    queue.enqueue('ann', { kind: 'delete', item_id: 'a' });
    expect(await queue.flush('ann', send)).toBe(1);
    expect(sent).toEqual([{ kind: 'delete', item_id: 'a' }]);
  });

  it('drops a change the server refuses for good, and keeps one made while sending', async () => {
    const { queue } = queueOver();
    queue.enqueue('ann', { kind: 'check', item_id: 'gone', checked: true });
    queue.enqueue('ann', { kind: 'check', item_id: 'a', checked: true });
    const outcome = await queue.flush('ann', (change) => {
      if (change.kind === 'check' && change.item_id === 'a')
        // Tapped again while its first tick was on its way: the new tick must still be sent.
        queue.enqueue('ann', { kind: 'check', item_id: 'a', checked: false });
      return Promise.resolve(
        change.kind === 'check' && change.item_id === 'gone' ? 'refused' : 'retry',
      );
    });
    expect(outcome).toBe(0);
    expect(queue.changes('ann')).toEqual([{ kind: 'check', item_id: 'a', checked: false }]);
  });

  it('shows the list as the member made it: ticks applied, adds as pending lines', () => {
    const milk = makeItem({ name: 'milk', category: 'dairy' });
    const changes: QueuedChange[] = [
      { kind: 'check', item_id: milk.id, checked: true },
      { ...add('k1', 'oat milk'), checked: true },
    ];
    const shown = withQueued([milk], changes);
    expect(shown).toEqual([
      { ...milk, checked: true },
      expect.objectContaining({
        id: pendingIdOf('k1'),
        name: 'oat milk',
        quantity: '1 l',
        category: 'other',
        checked: true,
      }),
    ]);
    // Already drawn (the add's own answer): not twice.
    expect(withQueued(shown, changes)).toHaveLength(2);
    expect(withQueued([milk], [])).toEqual([milk]);
  });

  it('makes idempotency keys the server takes', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9._:-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
