import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecipeCreate, RecipePatch, StepInput } from '@mise/core';
import { draftRestoredMessage, leaveDialogTitle } from '../../../components/use-form-guard';
import { makeRecipe, makeStep, type ApiCall } from '../../../test-utils/recipe-fixtures';
import { renderCreatePage, renderEditPage, resetAfterEachTest } from './form-page-fixtures';

/** Issue 10 §3: the create and edit forms share one set of rules, keep work, and keep costs agreeing. */

const createDraftKey = 'mise.draft.recipe-create';

const location = () => screen.getByTestId('location');
const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');

resetAfterEachTest();

describe('one set of rules on both forms', () => {
  it('a recipe saved without a description opens in the edit form and saves', async () => {
    const user = userEvent.setup();
    const { calls } = renderEditPage(makeRecipe({ description: '' }));
    const description = await screen.findByLabelText('Description');
    expect(description).toHaveValue('');
    expect(description).not.toHaveAttribute('aria-required', 'true');

    await user.type(screen.getByLabelText(/^Title/), ' for two');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(location()).toHaveTextContent('/recipes/r-1'));
    const patch = writes(calls)[0]!.body as RecipePatch;
    expect(patch).toMatchObject({ title: 'Pancakes for two', description: '' });
  });

  it('requires the same fields on create as on edit', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreatePage();
    for (const label of [/^Title/, /^Servings/, /^Prep time/, /^Cook time/, /^Cost per serving/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText('Description')).not.toHaveAttribute('aria-required', 'true');

    await user.type(screen.getByLabelText(/^Title/), 'Soup');
    await user.clear(screen.getByLabelText(/^Prep time/));
    await user.click(screen.getByRole('button', { name: 'Create Recipe' }));

    expect(await screen.findByText('Prep time is required')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });
});

describe('one layout of the recipe’s numbers', () => {
  const numbersInOrder = () =>
    screen
      .getAllByRole('spinbutton')
      .map((input) => input.id)
      .filter((id) =>
        /^recipe-(servings|prep-time|cook-time|total-cost|cost-per-serving)$/.test(id),
      );
  const order = [
    'recipe-servings',
    'recipe-prep-time',
    'recipe-cook-time',
    'recipe-total-cost',
    'recipe-cost-per-serving',
  ];

  it('servings, prep, cook, then total and per serving, on create and on edit alike', async () => {
    const created = renderCreatePage();
    expect(numbersInOrder()).toEqual(order);
    created.unmount();

    renderEditPage();
    await screen.findByLabelText(/^Title/);
    expect(numbersInOrder()).toEqual(order);
  });
});

describe('work is never lost', () => {
  it('Enter in the title does not save the recipe', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreatePage();
    await user.type(screen.getByLabelText(/^Title/), 'Soup{Enter}');
    await user.type(screen.getByLabelText(/^Servings/), '{Enter}');

    expect(screen.getByLabelText(/^Title/)).toHaveValue('Soup');
    expect(writes(calls)).toEqual([]);
    expect(location()).toHaveTextContent('/recipes/create');
  });

  it('asks before Cancel leaves a changed form; Stay keeps the text, Discard leaves', async () => {
    const user = userEvent.setup();
    renderCreatePage();
    await user.type(screen.getByLabelText(/^Title/), 'Soup');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: leaveDialogTitle });
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('/recipes/create');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Soup');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard and leave' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/recipes$/));
    expect(localStorage.getItem(createDraftKey)).toBeNull();
  });

  it('leaves an unchanged form without asking', async () => {
    const user = userEvent.setup();
    renderCreatePage();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/recipes$/));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not ask after a successful save, and forgets the draft', async () => {
    const user = userEvent.setup();
    renderCreatePage();
    await user.type(screen.getByLabelText(/^Title/), 'Soup');
    await waitFor(() => expect(localStorage.getItem(createDraftKey)).not.toBeNull());

    await user.click(screen.getByRole('button', { name: 'Create Recipe' }));

    await waitFor(() => expect(location()).toHaveTextContent('/recipes/new-1'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(createDraftKey)).toBeNull();
  });

  it('asks the browser before a reload or a closed tab only while the form is changed', async () => {
    const user = userEvent.setup();
    renderCreatePage();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText(/^Title/), 'Soup');
    expect(unload()).toBe(true);
  });

  it('restores the create draft on the next visit, with a Discard action', async () => {
    const user = userEvent.setup();
    const first = renderCreatePage();
    await user.type(screen.getByLabelText(/^Title/), 'Grandma’s soup');
    await user.type(screen.getByLabelText('Description'), 'Slow.');
    await waitFor(() => expect(localStorage.getItem(createDraftKey)).toContain('Slow.'));
    first.unmount();

    renderCreatePage();
    expect(screen.getByText(draftRestoredMessage)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Grandma’s soup');
    expect(screen.getByLabelText('Description')).toHaveValue('Slow.');

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    expect(screen.getByLabelText(/^Title/)).toHaveFocus();
    expect(screen.queryByText(draftRestoredMessage)).not.toBeInTheDocument();
    expect(localStorage.getItem(createDraftKey)).toBeNull();
  });

  it('keeps an edit draft per recipe, and drops it once the recipe has changed since', async () => {
    const user = userEvent.setup();
    const first = renderEditPage();
    await user.type(await screen.findByLabelText(/^Title/), ' deluxe');
    await waitFor(() =>
      expect(localStorage.getItem('mise.draft.recipe-edit:r-1')).toContain('Pancakes deluxe'),
    );
    first.unmount();

    vi.restoreAllMocks();
    const second = renderEditPage();
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Pancakes deluxe');
    expect(screen.getByText(draftRestoredMessage)).toBeInTheDocument();
    second.unmount();

    vi.restoreAllMocks();
    renderEditPage(makeRecipe({ updated_at: '2026-02-01T10:00:00.000Z' }));
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Pancakes');
    expect(screen.queryByText(draftRestoredMessage)).not.toBeInTheDocument();
  });
});

describe('total cost and cost per serving', () => {
  it('on create the other cost follows, also when the servings change, and the saved ones agree', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreatePage();
    await user.type(screen.getByLabelText(/^Title/), 'Stew');
    const total = screen.getByLabelText(/^Total cost/);
    const perServing = screen.getByLabelText(/^Cost per serving/);
    const servings = screen.getByLabelText(/^Servings/);

    await user.clear(total);
    await user.type(total, '10');
    expect(perServing).toHaveValue(2.5);
    await user.clear(servings);
    await user.type(servings, '5');
    expect(perServing).toHaveValue(2);
    expect(total).toHaveValue(10);
    await user.clear(perServing);
    await user.type(perServing, '3');
    expect(total).toHaveValue(15);

    await user.click(screen.getByRole('button', { name: 'Create Recipe' }));
    await waitFor(() => expect(location()).toHaveTextContent('/recipes/new-1'));
    expect(writes(calls)[0]!.body as RecipeCreate).toMatchObject({
      servings: 5,
      total_cost: 15,
      cost_per_serving: 3,
    });
  });

  it('on edit the total is saved with the cost per serving it matches', async () => {
    const user = userEvent.setup();
    const { calls } = renderEditPage(
      makeRecipe({ servings: 4, total_cost: 9.26, cost_per_serving: 2.31 }),
    );
    const perServing = await screen.findByLabelText(/^Cost per serving/);
    await user.clear(perServing);
    await user.type(perServing, '2.5');
    expect(screen.getByLabelText(/^Total cost/)).toHaveValue(10);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(location()).toHaveTextContent('/recipes/r-1'));
    expect(writes(calls)[0]!.body).toMatchObject({ total_cost: 10, cost_per_serving: 2.5 });
  });
});

describe('a step’s empty time', () => {
  it('is shown empty on edit and saved empty when cleared, never as 0', async () => {
    const user = userEvent.setup();
    const { calls } = renderEditPage(
      makeRecipe({
        steps: [
          makeStep({ id: 's-1', instruction: 'Whisk.', time_required: null }),
          makeStep({ id: 's-2', step_number: 2, instruction: 'Fry.', time_required: 4 }),
        ],
      }),
    );
    await user.click(await screen.findByRole('tab', { name: /Preparation Steps/ }));
    await user.click(await screen.findByRole('button', { name: /^Step 1Whisk\./ }));
    expect(screen.getByLabelText('Time (minutes)')).toHaveValue(null);
    await user.click(await screen.findByRole('button', { name: /^Step 2Fry\./ }));
    await user.clear(screen.getByLabelText('Time (minutes)'));

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(location()).toHaveTextContent('/recipes/r-1'));
    const steps = (
      writes(calls).find((c) => c.path.endsWith('/steps'))!.body as {
        steps: StepInput[];
      }
    ).steps;
    expect(steps.map((s) => s.time_required)).toEqual([null, null]);
  });
});
