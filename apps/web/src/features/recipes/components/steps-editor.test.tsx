import { useEffect, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newDraftKey, type StepDraft } from '../recipe-form-model';
import { StepsEditor } from './steps-editor';

const step = (instruction: string, time_required = '5'): StepDraft => ({
  key: newDraftKey(),
  instruction,
  time_required,
  tips: '',
});

let latest: StepDraft[] = [];

function Harness({ initial }: { initial: StepDraft[] }) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    latest = value;
  }, [value]);
  return <StepsEditor value={value} onChange={setValue} />;
}

/** Each row's "Step N preview" button text, in order. */
const rows = () =>
  within(screen.getByRole('list', { name: 'Preparation steps' }))
    .getAllByRole('listitem')
    .map((li) => within(li).getAllByRole('button')[0]!.textContent);

const selected = () =>
  within(screen.getByRole('list', { name: 'Preparation steps' }))
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'true');

describe('StepsEditor', () => {
  it('numbers steps by position, also after moving one', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[step('Whisk'), step('Fry'), step('Serve')]} />);
    expect(rows()).toEqual(['Step 1Whisk', 'Step 2Fry', 'Step 3Serve']);
    expect(screen.getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move step 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move step 3 up' }));

    expect(rows()).toEqual(['Step 1Whisk', 'Step 2Serve', 'Step 3Fry']);
    // Focus follows the moved step, now number 2.
    expect(screen.getByRole('button', { name: 'Move step 2 up' })).toHaveFocus();
    expect(latest.map((s) => s.instruction)).toEqual(['Whisk', 'Serve', 'Fry']);
  });

  it('adds a step with time 0, selects it and focuses its instruction', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[step('Whisk')]} />);

    await user.click(screen.getByRole('button', { name: 'Add step' }));

    expect(rows()).toEqual(['Step 1Whisk', 'Step 2No instruction yet']);
    expect(selected()).toHaveTextContent('Step 2');
    expect(screen.getByRole('group', { name: 'Step 2' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Instruction/)).toHaveFocus();
    expect(screen.getByLabelText('Time (minutes)')).toHaveValue(0);
    expect(latest[1]).toMatchObject({ instruction: '', time_required: '0' });
  });

  it('removing selects the previous step, or none once the list is empty', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[step('Whisk'), step('Fry')]} />);
    await user.click(screen.getByRole('button', { name: /^Step 2/ }));

    await user.click(screen.getByRole('button', { name: 'Remove step 2' }));
    expect(selected()).toHaveTextContent('Step 1Whisk');

    await user.click(screen.getByRole('button', { name: 'Remove step 1' }));
    expect(screen.getByText('No steps yet.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Step/ })).not.toBeInTheDocument();
    expect(latest).toEqual([]);
  });

  it('edits the selected step’s instruction, time and tips', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[step('Whisk', '')]} />);

    await user.type(screen.getByLabelText(/^Instruction/), ' well');
    await user.type(screen.getByLabelText('Time (minutes)'), '3');
    await user.type(screen.getByLabelText('Tips'), 'Use a fork');

    expect(latest[0]).toMatchObject({
      instruction: 'Whisk well',
      time_required: '3',
      tips: 'Use a fork',
    });
  });
});
