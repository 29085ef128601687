import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { fakeApi, json } from '../../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { AdminHealthGoalsPage } from './admin-health-goals-page';

const adminMe = { ...memberMe, roles: ['admin' as const] };
const lowSugar = { id: 'g1', name: 'Low Sugar', description: 'Keep added sugar down.' };
const protein = { id: 'g2', name: 'High Protein', description: 'Protein at every meal.' };

const toasts = () => toastStore.getSnapshot().map((t) => t.message);
const render = () =>
  renderWithRouter(<AdminHealthGoalsPage />, { path: '/admin/health-goals', me: adminMe });

beforeEach(() => act(() => toastStore.clear()));
afterEach(() => act(() => toastStore.clear()));

describe('Manage Health Goals', () => {
  it('lists the goals with Edit and Delete for each', async () => {
    fakeApi({ 'GET /api/health-goals': () => json(200, { items: [lowSugar, protein] }) });
    render();
    const list = await screen.findByRole('list', { name: 'Health goals' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Edit Low Sugar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete High Protein' })).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    fakeApi({ 'GET /api/health-goals': () => json(200, { items: [] }) });
    render();
    expect(await screen.findByText('No health goals yet')).toBeInTheDocument();
  });

  it('a load error says why, and Retry loads again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/health-goals': () =>
        fail
          ? json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } })
          : json(200, { items: [lowSugar] }),
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load health goals: Something went wrong',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Low Sugar' })).toBeInTheDocument();
  });

  it('adds a goal: both fields required, then saved, announced and listed', async () => {
    const items = [lowSugar];
    const api = fakeApi({
      'GET /api/health-goals': () => json(200, { items }),
      'POST /api/health-goals': ({ body }) => {
        const goal = { id: 'g9', ...(body as { name: string; description: string }) };
        items.push(goal);
        return json(201, goal);
      },
    });
    render();
    await screen.findByRole('heading', { name: 'Low Sugar' });
    await userEvent.click(screen.getByRole('button', { name: 'Add New Health Goal' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Health Goal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Goal' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Heart Health');
    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Less salt, more fibre.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Goal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Heart Health',
      description: 'Less salt, more fibre.',
      rule: null,
    });
    expect(toasts()).toContain('Health goal added successfully');
    expect(await screen.findByRole('heading', { name: 'Heart Health' })).toBeInTheDocument();
  });

  it('edits a goal; a refusal stays in the dialog with what was typed', async () => {
    let refuse = true;
    const api = fakeApi({
      'GET /api/health-goals': () => json(200, { items: [lowSugar] }),
      'PATCH /api/health-goals/g1': ({ body }) =>
        refuse
          ? json(409, { error: { code: 'CONFLICT', message: 'A goal with this name exists' } })
          : json(200, { ...lowSugar, ...(body as object) }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Low Sugar' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Health Goal' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveValue('Low Sugar');
    await userEvent.clear(name);
    await userEvent.type(name, 'Less Sugar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to save health goal: A goal with this name exists',
    );
    expect(name).toHaveValue('Less Sugar');
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toMatchObject({
      name: 'Less Sugar',
    });
    expect(toasts()).toContain('Health goal updated successfully');
  });

  it("edits a goal's daily rule: conditions added, checked and sent; shown in words in the list", async () => {
    const goals = [{ ...lowSugar, rule: null as unknown }];
    const api = fakeApi({
      'GET /api/health-goals': () => json(200, { items: goals }),
      'PATCH /api/health-goals/g1': ({ body }) => {
        Object.assign(goals[0]!, body);
        return json(200, goals[0]);
      },
    });
    render();
    expect(
      await screen.findByText('a day with a recipe tagged with this goal'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Low Sugar' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Health Goal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add condition' }));
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Condition 1: nutrient' }),
      'sugar',
    );
    const percent = within(dialog).getByRole('textbox', {
      name: 'Condition 1: percent of the target',
    });
    await userEvent.clear(percent);
    await userEvent.type(percent, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/whole number from 1 to 500/);
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);

    await userEvent.clear(percent);
    await userEvent.type(percent, '80');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      rule: { all: [{ nutrient: 'sugar', comparison: 'at_most', percent_of_target: 80 }] },
    });
    expect(await screen.findByText('Sugar at most 80% of your sugar target')).toBeInTheDocument();
  });

  it('deletes only after a confirmation that says it cannot be undone', async () => {
    const items = [lowSugar, protein];
    const api = fakeApi({
      'GET /api/health-goals': () => json(200, { items }),
      'DELETE /api/health-goals/g1': () => {
        items.splice(0, 1);
        return new Response(null, { status: 204 });
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Low Sugar' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this health goal?' });
    expect(confirm).toHaveTextContent('This action cannot be undone.');
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete goal' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Low Sugar' })).toBeNull());
    expect(toasts()).toContain('Health goal deleted successfully');
  });

  it('a failed delete says why', async () => {
    fakeApi({
      'GET /api/health-goals': () => json(200, { items: [lowSugar] }),
      'DELETE /api/health-goals/g1': () =>
        json(403, { error: { code: 'FORBIDDEN', message: 'Admins only' } }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Low Sugar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete goal' }));
    await waitFor(() => expect(toasts()).toContain('Failed to delete health goal: Admins only'));
    expect(screen.getByRole('heading', { name: 'Low Sugar' })).toBeInTheDocument();
  });
});
