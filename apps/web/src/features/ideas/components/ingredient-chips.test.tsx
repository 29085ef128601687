import { useRef, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IDEAS_MAX_INGREDIENTS } from '@mise/core';
import { IngredientChips } from './ingredient-chips';

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <IngredientChips value={value} onChange={setValue} inputRef={inputRef} />
      <pre data-testid="value">{JSON.stringify(value)}</pre>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as string[];
const box = () => screen.getByRole('textbox', { name: 'Ingredients you have' });
const chips = () =>
  within(screen.getByRole('list', { name: 'Your ingredients' }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('IngredientChips', () => {
  it('adds a name on Enter and on a comma, typed or pasted, once each', async () => {
    render(<Harness />);
    await userEvent.type(box(), 'eggs{Enter}');
    await userEvent.type(box(), 'feta,');
    await userEvent.click(box());
    await userEvent.paste('rice, Eggs , spinach');
    expect(value()).toEqual(['eggs', 'feta', 'rice']);
    // The piece after the last comma waits in the box until it is finished.
    expect(box()).toHaveValue(' spinach');
    await userEvent.keyboard('{Enter}');
    expect(value()).toEqual(['eggs', 'feta', 'rice', 'spinach']);
    expect(chips()).toEqual(['eggs', 'feta', 'rice', 'spinach']);
    expect(screen.getByRole('status')).toHaveTextContent('Added spinach.');
  });

  it('takes the last one back with Backspace in the empty box, and only then', async () => {
    render(<Harness initial={['eggs', 'rice']} />);
    await userEvent.type(box(), 'fe{Backspace}{Backspace}');
    expect(value()).toEqual(['eggs', 'rice']);
    await userEvent.keyboard('{Backspace}');
    expect(value()).toEqual(['eggs']);
    expect(screen.getByRole('status')).toHaveTextContent('Removed rice.');
  });

  it('removes a chip with its labelled button and puts the focus back in the box', async () => {
    render(<Harness initial={['eggs', 'rice']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove eggs' }));
    expect(value()).toEqual(['rice']);
    expect(box()).toHaveFocus();
  });

  it('adds a common ingredient with a tap, and no longer offers it', async () => {
    render(<Harness initial={['eggs']} />);
    const suggestions = screen.getByRole('group', { name: 'Common ingredients' });
    expect(within(suggestions).queryByRole('button', { name: 'Add eggs' })).toBeNull();
    // Ten at most, so the form still fits a phone.
    expect(within(suggestions).getAllByRole('button')).toHaveLength(10);
    await userEvent.click(within(suggestions).getByRole('button', { name: 'Add garlic' }));
    expect(value()).toEqual(['eggs', 'garlic']);
    expect(within(suggestions).queryByRole('button', { name: 'Add garlic' })).toBeNull();
  });

  it('adds what was typed when the box loses focus', async () => {
    render(<Harness />);
    await userEvent.type(box(), 'chickpeas');
    await userEvent.tab();
    expect(value()).toEqual(['chickpeas']);
  });

  it(`stops at ${IDEAS_MAX_INGREDIENTS} and says why`, async () => {
    const full = Array.from({ length: IDEAS_MAX_INGREDIENTS }, (_, i) => `food ${i}`);
    render(<Harness initial={full} />);
    await userEvent.type(box(), 'one more{Enter}');
    expect(value()).toEqual(full);
    expect(screen.getByRole('status')).toHaveTextContent(
      `You can add at most ${IDEAS_MAX_INGREDIENTS} ingredients.`,
    );
    expect(screen.queryByRole('group', { name: 'Common ingredients' })).toBeNull();
  });
});
