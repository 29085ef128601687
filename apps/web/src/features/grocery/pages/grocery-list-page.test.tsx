import type { GroceryItem } from '@mise/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groceryMessages } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { fakeApi, json, type ApiCall } from '../../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { makeItem, pancakes, stew } from '../test-fixtures';
import { GroceryListPage } from './grocery-list-page';

const toasts = () => toastStore.getSnapshot().map((t) => t.message);
const aisle = (name: string) => screen.getByRole('region', { name });
const box = (name: string) => screen.getByRole('checkbox', { name });
/** A checkbox's name: the text of what labels it. */
const nameOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent;

/** A promise the test settles by hand: the server's answer held back. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

interface FakeOptions {
  items: GroceryItem[];
  /** Answers PATCH in the test's time, or with what it returns (a failure). */
  patch?: (call: ApiCall) => Promise<Response | undefined> | Response | undefined;
  /** Holds back the answer to DELETE of an item until it resolves. */
  deleteWait?: () => Promise<unknown>;
}

/** The grocery API over a list the test can read: writes change it as the server would. */
function fakeGrocery({ items: initial, patch, deleteWait }: FakeOptions) {
  let items = [...initial];
  let created = 0;
  const network = { offline: false };
  const idOf = (path: string) => path.split('/').pop() ?? '';
  const api = fakeApi({
    'GET /api/grocery-list': () => json(200, { items }),
    'POST /api/grocery-list/items': ({ body }) => {
      const values = body as Partial<GroceryItem>;
      created += 1;
      const amount = values.amount ?? null;
      const unit = values.unit ?? '';
      const item = makeItem({
        id: `10000000-0000-4000-8000-${String(created).padStart(12, '0')}`,
        category: 'other',
        ...values,
        amount,
        unit,
        quantity: amount === null ? '' : `${amount}${unit ? ` ${unit}` : ''}`,
      });
      items = [...items, item];
      return json(201, item);
    },
    'DELETE /api/grocery-list/checked': () => {
      items = items.filter((item) => !item.checked);
      return json(204);
    },
  });
  const routes = api.spy.getMockImplementation();
  // PATCH and DELETE of one item carry its id in the path: matched here, by prefix.
  api.spy.mockImplementation(async (input, init) => {
    if (network.offline) throw new TypeError('Failed to fetch');
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(raw, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    if (!path.startsWith('/api/grocery-list/items/') || (method !== 'PATCH' && method !== 'DELETE'))
      return routes!(input, init);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, search: new URLSearchParams(), body };
    api.calls.push(call);
    const id = idOf(path);
    if (method === 'DELETE') {
      await deleteWait?.();
      items = items.filter((item) => item.id !== id);
      return json(204);
    }
    const answer = await patch?.(call);
    if (answer) return answer;
    items = items.map((item) => (item.id === id ? { ...item, ...(body as object) } : item));
    return json(
      200,
      items.find((item) => item.id === id),
    );
  });
  return { calls: api.calls, items: () => items, network };
}

const callsTo = (calls: ApiCall[], method: string, prefix: string) =>
  calls.filter((call) => call.method === method && call.path.startsWith(prefix));

const renderPage = () =>
  renderWithRouter(<GroceryListPage />, { path: '/grocery-list', me: memberMe });

const tomatoes = makeItem({
  name: 'tomatoes',
  category: 'produce',
  amount: 4,
  unit: '',
  quantity: '4',
  sources: [pancakes, stew],
});
const basil = makeItem({ name: 'basil', category: 'produce', quantity: '1 bunch' });
const milk = makeItem({ name: 'milk', category: 'dairy', quantity: '1/2 cup' });
const salt = makeItem({
  name: 'salt',
  category: 'spices',
  amount: null,
  unit: '',
  quantity: 'to taste',
});
const bread = makeItem({ name: 'bread', category: 'bakery', quantity: '1 loaf', checked: true });

beforeEach(() => act(() => toastStore.clear()));
afterEach(() => {
  vi.restoreAllMocks();
  act(() => toastStore.clear());
});

describe('The grocery list', () => {
  it('groups the items to buy by aisle in shop order, checked ones at the bottom', async () => {
    fakeGrocery({ items: [salt, milk, tomatoes, bread, basil] });
    renderPage();
    await screen.findByRole('checkbox', { name: 'tomatoes' });

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Add item',
      'Produce',
      'Dairy and eggs',
      'Spices and herbs',
      'Checked',
    ]);
    expect(within(aisle('Produce')).getAllByRole('checkbox').map(nameOf)).toEqual([
      'basil',
      'tomatoes',
    ]);
    expect(within(aisle('Checked')).getByRole('checkbox', { name: 'bread' })).toBeChecked();
    expect(screen.getByText('4 to buy, 1 checked')).toBeInTheDocument();

    // Named by the item alone; its quantity and recipes describe it.
    expect(box('tomatoes')).toHaveAccessibleDescription('4 for: Pancakes, Beef stew');
    expect(box('salt')).toHaveAccessibleDescription('to taste');
    const forStew = within(aisle('Produce')).getByRole('link', { name: 'Beef stew' });
    expect(forStew).toHaveAttribute('href', `/recipes/${stew.recipe_id}`);
  });

  it('one tap checks an item at once, before the server answers', async () => {
    const answer = deferred<undefined>();
    const api = fakeGrocery({ items: [tomatoes, milk], patch: () => answer.promise });
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'milk' }));

    // Moved to Checked while the PATCH is still on its way.
    expect(within(aisle('Checked')).getByRole('checkbox', { name: 'milk' })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Dairy and eggs' })).toBeNull();
    expect(screen.getByText('1 to buy, 1 checked')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PATCH', '/api/grocery-list/items/')).toEqual([
      expect.objectContaining({
        path: `/api/grocery-list/items/${milk.id}`,
        body: { checked: true },
      }),
    ]);
    expect(screen.getByText('Checked milk.')).toBeInTheDocument();

    act(() => answer.resolve(undefined));
    await waitFor(() => expect(api.items().find((i) => i.id === milk.id)?.checked).toBe(true));
    expect(within(aisle('Checked')).getByRole('checkbox', { name: 'milk' })).toBeChecked();
  });

  it('check then uncheck of one item reach the server in that order, even when the first is slow', async () => {
    const firstAnswer = deferred<undefined>();
    let patches = 0;
    const api = fakeGrocery({
      items: [tomatoes, milk],
      // Only the first PATCH is held back: sent side by side, the second would land first.
      patch: () => (++patches === 1 ? firstAnswer.promise : undefined),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'milk' }));
    await userEvent.click(within(aisle('Checked')).getByRole('checkbox', { name: 'milk' }));

    // The uncheck waits for the check's answer instead of overtaking it.
    expect(callsTo(api.calls, 'PATCH', '/api/grocery-list/items/')).toHaveLength(1);
    expect(
      within(aisle('Dairy and eggs')).getByRole('checkbox', { name: 'milk' }),
    ).not.toBeChecked();

    act(() => firstAnswer.resolve(undefined));
    await waitFor(() =>
      expect(callsTo(api.calls, 'PATCH', '/api/grocery-list/items/').map((c) => c.body)).toEqual([
        { checked: true },
        { checked: false },
      ]),
    );
    await waitFor(() => expect(api.items().find((i) => i.id === milk.id)?.checked).toBe(false));
    // The reload after the last write shows the last tap.
    await waitFor(() =>
      expect(callsTo(api.calls, 'GET', '/api/grocery-list').length).toBeGreaterThan(1),
    );
    expect(
      within(aisle('Dairy and eggs')).getByRole('checkbox', { name: 'milk' }),
    ).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Checked' })).toBeNull();
  });

  it('puts the item back with a toast when the server refuses the check', async () => {
    fakeGrocery({
      items: [tomatoes, milk],
      patch: () => json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'milk' }));

    await waitFor(() => expect(toasts()).toContain(groceryMessages.updateFailed));
    expect(
      within(aisle('Dairy and eggs')).getByRole('checkbox', { name: 'milk' }),
    ).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Checked' })).toBeNull();
    // Nothing to undo: the check did not happen.
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it('offline in the shop, a check and an add are kept, queued, and sent once when the network returns', async () => {
    const api = fakeGrocery({ items: [tomatoes, milk] });
    renderPage();
    const milkBox = await screen.findByRole('checkbox', { name: 'milk' });
    api.network.offline = true;
    await userEvent.click(milkBox);

    // Not rolled back: ticked, and waiting to be sent (in storage: a closed tab loses nothing).
    await waitFor(() =>
      expect(within(aisle('Checked')).getByRole('checkbox', { name: 'milk' })).toBeChecked(),
    );
    expect(await screen.findByText(/will sync 1 change/)).toBeInTheDocument();
    expect(localStorage.getItem('mise.grocery.offline-queue')).toContain(milk.id);
    expect(toasts()).not.toContain(groceryMessages.updateFailed);

    const form = screen.getByRole('form', { name: 'Add item' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Item/ }), 'oat milk');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to list' }));
    expect(await screen.findByRole('checkbox', { name: 'oat milk' })).toBeInTheDocument();
    expect(await screen.findByText(/will sync 2 changes/)).toBeInTheDocument();
    const postsBefore = callsTo(api.calls, 'POST', '/api/grocery-list/items').length;
    expect(postsBefore).toBe(0);

    api.network.offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(/will sync/)).toBeNull());
    await waitFor(() => expect(api.items().map((i) => i.name)).toContain('oat milk'));
    expect(api.items().find((i) => i.id === milk.id)?.checked).toBe(true);
    expect(callsTo(api.calls, 'POST', '/api/grocery-list/items')).toHaveLength(1);
    expect(localStorage.getItem('mise.grocery.offline-queue')).toBeNull();
    // The list reloads and shows the server's lines.
    expect(await screen.findByRole('checkbox', { name: 'oat milk' })).toBeInTheDocument();
  });

  it('offline, an edit and a delete are queued and shown; an undo takes the delete back; each is sent once', async () => {
    const api = fakeGrocery({ items: [tomatoes, milk, basil] });
    renderPage();
    await screen.findByRole('checkbox', { name: 'milk' });
    api.network.offline = true;

    await userEvent.click(screen.getByRole('button', { name: 'Edit milk' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit milk' });
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(aisle('Dairy and eggs')).getByText('2 cup')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete basil' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'basil' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Delete tomatoes' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'tomatoes' })).toBeNull());
    expect(await screen.findByText(/will sync 3 changes/)).toBeInTheDocument();
    // Undo of the last delete, offline: taken off the queue, the item back.
    await userEvent.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(await screen.findByRole('checkbox', { name: 'tomatoes' })).toBeInTheDocument();
    expect(await screen.findByText(/will sync 2 changes/)).toBeInTheDocument();
    expect(toasts()).not.toContain(groceryMessages.deleteFailed);
    expect(toasts()).not.toContain(groceryMessages.addFailed);
    expect(callsTo(api.calls, 'PATCH', '/api/grocery-list/items/')).toHaveLength(0);
    expect(callsTo(api.calls, 'POST', '/api/grocery-list/items')).toHaveLength(0);

    api.network.offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(/will sync/)).toBeNull());
    await waitFor(() => expect(api.items().map((i) => i.name)).toEqual(['tomatoes', 'milk']));
    expect(api.items().find((i) => i.id === milk.id)?.amount).toBe(2);
    expect(callsTo(api.calls, 'PATCH', '/api/grocery-list/items/')).toHaveLength(1);
    expect(callsTo(api.calls, 'DELETE', '/api/grocery-list/items/')).toHaveLength(1);
    expect(localStorage.getItem('mise.grocery.offline-queue')).toBeNull();
    expect(await screen.findByRole('checkbox', { name: 'tomatoes' })).toBeInTheDocument();
  });

  it('offline, an undo of the delete of a line added offline puts it back, queued, and it is sent once', async () => {
    const api = fakeGrocery({ items: [milk] });
    renderPage();
    await screen.findByRole('checkbox', { name: 'milk' });
    api.network.offline = true;
    const form = screen.getByRole('form', { name: 'Add item' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Item/ }), 'lemons');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to list' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete lemons' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'lemons' })).toBeNull());
    // The delete took the add back: nothing waits.
    await waitFor(() => expect(screen.queryByText(/will sync/)).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(await screen.findByRole('checkbox', { name: 'lemons' })).toBeInTheDocument();
    expect(await screen.findByText(/will sync 1 change/)).toBeInTheDocument();
    expect(toasts()).not.toContain(groceryMessages.addFailed);

    api.network.offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(/will sync/)).toBeNull());
    await waitFor(() => expect(api.items().map((i) => i.name)).toEqual(['milk', 'lemons']));
    expect(callsTo(api.calls, 'POST', '/api/grocery-list/items')).toHaveLength(1);
    expect(localStorage.getItem('mise.grocery.offline-queue')).toBeNull();
  });

  it('unchecking brings an item back to its aisle', async () => {
    const api = fakeGrocery({ items: [bread, milk] });
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'bread' }));
    expect(within(aisle('Bakery')).getByRole('checkbox', { name: 'bread' })).not.toBeChecked();
    expect(callsTo(api.calls, 'PATCH', '/api/grocery-list/items/')[0]?.body).toEqual({
      checked: false,
    });
  });

  it('after a check, keyboard focus goes to the item that took its place', async () => {
    fakeGrocery({ items: [basil, tomatoes, milk] });
    renderPage();
    const first = await screen.findByRole('checkbox', { name: 'basil' });
    first.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(box('basil')).toBeChecked());
    expect(box('tomatoes')).toHaveFocus();
  });

  it('Undo of a check unchecks the item again', async () => {
    const api = fakeGrocery({ items: [tomatoes, milk] });
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'milk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo: uncheck milk' }));

    await waitFor(() =>
      expect(
        within(aisle('Dairy and eggs')).getByRole('checkbox', { name: 'milk' }),
      ).not.toBeChecked(),
    );
    expect(callsTo(api.calls, 'PATCH', '/api/grocery-list/items/').map((c) => c.body)).toEqual([
      { checked: true },
      { checked: false },
    ]);
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it('Undo of a delete posts the item back as it was', async () => {
    const api = fakeGrocery({ items: [tomatoes, milk] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete tomatoes' }));

    expect(screen.queryByRole('checkbox', { name: 'tomatoes' })).toBeNull();
    expect(screen.getByText('Deleted tomatoes.')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(api.calls, 'DELETE', `/api/grocery-list/items/${tomatoes.id}`)).toHaveLength(
        1,
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Undo: put tomatoes back' }));
    const back = await within(aisle('Produce')).findByRole('checkbox', { name: 'tomatoes' });
    expect(callsTo(api.calls, 'POST', '/api/grocery-list/items')[0]?.body).toEqual({
      name: 'tomatoes',
      amount: 4,
      unit: '',
      category: 'produce',
      checked: false,
      sources: [pancakes, stew],
    });
    expect(back).toHaveAccessibleDescription('4 for: Pancakes, Beef stew');
    await waitFor(() => expect(back).toHaveFocus());
  });

  it('an Undo tapped while the delete is on its way waits for it, then puts the item back', async () => {
    const held = deferred<undefined>();
    const api = fakeGrocery({ items: [tomatoes, milk], deleteWait: () => held.promise });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete milk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo: put milk back' }));
    // Sent now, the POST could merge into the very item the DELETE then removes.
    expect(callsTo(api.calls, 'POST', '/api/grocery-list/items')).toHaveLength(0);

    act(() => held.resolve(undefined));
    expect(await screen.findByRole('checkbox', { name: 'milk' })).not.toBeChecked();
    expect(within(aisle('Dairy and eggs')).getByRole('checkbox', { name: 'milk' })).toBeVisible();
    const order = api.calls
      .filter((call) => call.method !== 'GET')
      .map((call) => `${call.method} ${call.path}`);
    expect(order).toEqual([
      `DELETE /api/grocery-list/items/${milk.id}`,
      'POST /api/grocery-list/items',
    ]);
  });

  it('Clear checked asks first, then removes every checked item', async () => {
    const checkedMilk = { ...milk, checked: true };
    const api = fakeGrocery({ items: [tomatoes, checkedMilk, bread] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear checked' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear checked items?' });
    expect(dialog).toHaveTextContent('The 2 items you checked off will be removed');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api.calls, 'DELETE', '/api/grocery-list/checked')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Clear checked' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear checked' }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Checked' })).toBeNull());
    expect(callsTo(api.calls, 'DELETE', '/api/grocery-list/checked')).toHaveLength(1);
    expect(toasts()).toContain('Cleared 2 items from your list.');
    expect(screen.getByText('1 to buy, 0 checked')).toBeInTheDocument();
    // Its button went with the Checked group: focus lands on the Add item field, not the page.
    const form = screen.getByRole('form', { name: 'Add item' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^Item/ })).toHaveFocus());
  });

  it('adds an item by hand, the aisle left to the server unless chosen', async () => {
    const api = fakeGrocery({ items: [milk] });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Add item' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add to list' }));
    expect(within(form).getByRole('textbox', { name: /^Item/ })).toHaveAccessibleDescription(
      groceryMessages.nameRequired,
    );
    expect(callsTo(api.calls, 'POST', '/api/grocery-list/items')).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: /^Item/ }), 'dish soap');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to list' }));
    expect(
      await within(aisle('Other')).findByRole('checkbox', { name: 'dish soap' }),
    ).toBeVisible();
    expect(callsTo(api.calls, 'POST', '/api/grocery-list/items')[0]?.body).toEqual({
      name: 'dish soap',
      amount: null,
      unit: '',
    });
    expect(within(form).getByRole('textbox', { name: /^Item/ })).toHaveValue('');

    await userEvent.type(within(form).getByRole('textbox', { name: /^Item/ }), 'sourdough');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Amount/ }), '2');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Aisle' }), 'Bakery');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to list' }));
    expect(
      await within(aisle('Bakery')).findByRole('checkbox', { name: 'sourdough' }),
    ).toBeVisible();
    expect(callsTo(api.calls, 'POST', '/api/grocery-list/items')[1]?.body).toEqual({
      name: 'sourdough',
      amount: 2,
      unit: '',
      category: 'bakery',
    });
  });

  it('edits an item in a dialog, moving it to the aisle chosen', async () => {
    const api = fakeGrocery({ items: [milk] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit milk' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit milk' });
    const name = within(dialog).getByRole('textbox', { name: /^Item/ });
    expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.type(name, 'oat milk');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Aisle' }),
      'Pantry',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(
      await within(aisle('Pantry')).findByRole('checkbox', { name: 'oat milk' }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(api.calls, 'PATCH', `/api/grocery-list/items/${milk.id}`)[0]?.body).toEqual({
      name: 'oat milk',
      amount: 0.5,
      unit: 'cup',
      category: 'pantry',
    });
  });

  it('copies what is left to buy as text, by aisle', async () => {
    fakeGrocery({ items: [milk, tomatoes, bread] });
    // jsdom has no clipboard: one stands in for the browser's for this test.
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Copy list as text' }));
      await waitFor(() => expect(toasts()[0]).toMatch(/^Copied the list as text/));
      expect(writeText.mock.calls).toEqual([
        ['Grocery list\n\nProduce\n- tomatoes, 4\n\nDairy and eggs\n- milk, 1/2 cup'],
      ]);
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('explains how to fill an empty list', async () => {
    fakeGrocery({ items: [] });
    renderPage();
    expect(await screen.findByText('Your grocery list is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'recipe' })).toHaveAttribute('href', '/recipes');
    expect(screen.getByRole('link', { name: 'meal plan' })).toHaveAttribute('href', '/meal-plans');
    expect(screen.queryByRole('button', { name: 'Copy list as text' })).toBeNull();
  });

  it('says when the list failed to load, and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/grocery-list': () =>
        fail
          ? json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } })
          : json(200, { items: [milk] }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(groceryMessages.loadFailed);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'milk' })).toBeInTheDocument();
  });
});
