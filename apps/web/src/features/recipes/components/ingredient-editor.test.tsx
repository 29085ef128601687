import { useEffect, useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newDraftKey, type IngredientDraft } from '../recipe-form-model';
import { IngredientEditor } from './ingredient-editor';

function draft(name: string, overrides: Partial<IngredientDraft> = {}): IngredientDraft {
  return {
    key: newDraftKey(),
    name,
    quantity: '2',
    amount: 2,
    unit: 'cup',
    cost: '',
    optional: false,
    notes: '',
    ...overrides,
  };
}

let latest: IngredientDraft[] = [];

function Harness({
  initial = [],
  variant = 'create',
}: {
  initial?: IngredientDraft[];
  variant?: 'create' | 'edit';
}) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    latest = value;
  }, [value]);
  return <IngredientEditor value={value} onChange={setValue} variant={variant} />;
}

const list = () => screen.getByRole('list', { name: 'Ingredients' });
const items = () => within(list()).getAllByRole('listitem');
/** The list button of the ingredient open in the detail form. */
const selectedItem = () =>
  within(list())
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'true');
const detailLegend = () => screen.queryByRole('group', { name: /^Ingredient \d+$/ });

describe('IngredientEditor', () => {
  it('adds a blank ingredient, selects it and focuses its name', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[draft('flour'), draft('sugar')]} />);

    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));

    expect(items()).toHaveLength(3);
    expect(selectedItem()).toHaveTextContent('Unnamed ingredient');
    expect(detailLegend()).toHaveAccessibleName('Ingredient 3');
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Quantity')).toHaveValue('');
    expect(latest[2]).toMatchObject({ name: '', quantity: '', amount: 0 });
  });

  it("starts a new ingredient on the edit page at quantity '1', amount 1", async () => {
    const user = userEvent.setup();
    render(<Harness variant="edit" />);

    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));

    expect(screen.getByLabelText('Quantity')).toHaveValue('1');
    expect(latest).toHaveLength(1);
    expect(latest[0]).toMatchObject({ quantity: '1', amount: 1 });
  });

  it('removing selects the previous ingredient, then none when the list is empty', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[draft('flour'), draft('sugar'), draft('milk')]} />);

    await user.click(within(list()).getByRole('button', { name: '2 cups milk' }));
    expect(selectedItem()).toHaveTextContent('2 cups milk');

    await user.click(screen.getByRole('button', { name: 'Remove 2 cups milk' }));
    expect(selectedItem()).toHaveTextContent('2 cups sugar');
    expect(selectedItem()).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('sugar');

    await user.click(screen.getByRole('button', { name: 'Remove 2 cups sugar' }));
    expect(selectedItem()).toHaveTextContent('2 cups flour');

    await user.click(screen.getByRole('button', { name: 'Remove 2 cups flour' }));
    expect(screen.queryByRole('list', { name: 'Ingredients' })).not.toBeInTheDocument();
    expect(detailLegend()).not.toBeInTheDocument();
    expect(screen.getByText('No ingredients yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add ingredient' })).toHaveFocus();
    expect(latest).toEqual([]);
  });

  it('removing the first ingredient selects the one that is now first', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[draft('flour'), draft('sugar')]} />);
    expect(selectedItem()).toHaveTextContent('2 cups flour');

    await user.click(screen.getByRole('button', { name: 'Remove 2 cups flour' }));

    expect(selectedItem()).toHaveTextContent('2 cups sugar');
  });

  it("quick-adds '2 tablespoons olive oil' as 2 tbsp olive oil", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[draft('flour')]} />);

    await user.type(screen.getByLabelText('Quick add'), '2 tablespoons olive oil{Enter}');

    expect(latest[1]).toMatchObject({
      name: 'olive oil',
      quantity: '2',
      amount: 2,
      unit: 'tbsp',
    });
    expect(selectedItem()).toHaveTextContent('2 tbsp olive oil');
    expect(screen.getByLabelText('Unit')).toHaveValue('tbsp');
    expect(screen.getByLabelText('Quick add')).toHaveValue('');
  });

  it('quick-add guesses the unit from the name when the line has none', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.type(screen.getByLabelText('Quick add'), '3 garlic');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(latest[0]).toMatchObject({ name: 'garlic', quantity: '3', amount: 3, unit: 'clove' });
  });

  it.each<[string, Partial<IngredientDraft>, string]>([
    // [line, fields, as the list shows it] — issue 10: quick add keeps what was typed.
    [
      '1 (14 oz) can tomatoes',
      { name: 'tomatoes', quantity: '1', amount: 1, unit: 'can', notes: '14 oz' },
      '1 can tomatoes',
    ],
    [
      '1-2 tsp chili flakes',
      { name: 'chili flakes', quantity: '1', amount: 1, unit: 'tsp', notes: '1-2 tsp' },
      '1 tsp chili flakes',
    ],
    [
      'a handful of fresh basil leaves',
      { name: 'a handful of fresh basil leaves', quantity: '', amount: 0, unit: '', notes: '' },
      'a handful of fresh basil leaves',
    ],
    ['salt to taste', { name: 'salt', unit: 'to taste', notes: '' }, 'salt, to taste'],
    [
      '3 cloves garlic, minced',
      { name: 'garlic', quantity: '3', unit: 'clove', notes: 'minced' },
      '3 cloves garlic',
    ],
  ])('quick-adds %j into the right fields', async (line, fields, shown) => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.type(screen.getByLabelText('Quick add'), `${line}{Enter}`);

    expect(latest[0]).toMatchObject(fields);
    expect(selectedItem()).toHaveTextContent(shown);
    expect(screen.getByLabelText('Notes')).toHaveValue(fields.notes ?? '');
  });

  it('keeps the old quantity when the typed one is junk, and writes valid ones as fractions', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[draft('flour', { quantity: '2', amount: 2 })]} />);
    const quantity = screen.getByLabelText('Quantity');

    await user.clear(quantity);
    await user.type(quantity, 'abc');
    await user.tab();
    expect(quantity).toHaveValue('2');
    expect(latest[0]).toMatchObject({ quantity: '2', amount: 2 });

    await user.clear(quantity);
    await user.type(quantity, '0.5{Enter}');
    expect(quantity).toHaveValue('1/2');
    expect(latest[0]).toMatchObject({ quantity: '1/2', amount: 0.5 });
  });

  it('changing the unit rewrites the quantity from the amount', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[draft('milk', { quantity: '0.75', amount: 0.75, unit: 'cup' })]} />);

    await user.selectOptions(screen.getByLabelText('Unit'), 'ml');

    expect(latest[0]).toMatchObject({ unit: 'ml', quantity: '3/4', amount: 0.75 });
  });

  it('keeps a typed quantity when the unit changes before the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[draft('flour', { quantity: '', amount: 0, unit: '' })]} />);

    await user.type(screen.getByLabelText('Quantity'), '0.5');
    // A script or assistive technology may set the unit without the quantity losing focus first.
    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'cup' } });

    expect(screen.getByLabelText('Quantity')).toHaveValue('1/2');
    expect(latest[0]).toMatchObject({ quantity: '1/2', amount: 0.5, unit: 'cup' });
  });

  it('shows the form’s errors on the item and in the detail form', () => {
    const value = [draft('flour'), draft('')];
    render(
      <IngredientEditor
        value={value}
        onChange={() => undefined}
        variant="create"
        errors={[undefined, { name: 'Ingredient name is required' }]}
      />,
    );
    expect(within(items()[1]!).getByText('Needs attention')).toBeInTheDocument();
    expect(within(items()[0]!).queryByText('Needs attention')).not.toBeInTheDocument();
  });
});
