import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MealPlanSlot, RecipeSummary } from '@mise/core';
import { renderWithRouter } from '../../../test-utils/render';
import { planRecipe, RECIPE_A, RECIPE_B, RECIPE_C } from '../test-fixtures';
import type { ScheduleEdit } from '../week';
import { WeekCalendar } from './week-calendar';

const recipes = new Map<string, RecipeSummary>([
  [RECIPE_A, planRecipe(RECIPE_A, 'Chili con carne')],
  [RECIPE_B, planRecipe(RECIPE_B, 'Chickpea curry')],
  [RECIPE_C, planRecipe(RECIPE_C, 'Fried rice')],
]);

/** The calendar with its own week in state, as the plan's page keeps it (every edit applied at once). */
function EditableWeek({ initial }: { initial: MealPlanSlot[] }) {
  const [schedule, setSchedule] = useState(initial);
  return (
    <WeekCalendar
      schedule={schedule}
      recipes={recipes}
      summary={undefined}
      budget={0}
      editable
      dragEnabled={false}
      onEdit={(edit: ScheduleEdit) => setSchedule((current) => edit(current))}
      onMove={() => undefined}
    />
  );
}

const slot = (recipe_id: string, servings = 2): MealPlanSlot => ({
  recipe_id,
  day: 0,
  meal_type: 'dinner',
  servings,
});
const monday = () => screen.getByRole('listitem', { name: 'Monday' });

describe('the week calendar', () => {
  it('keeps − and + focusable at their limits: they say unavailable and ignore the press', async () => {
    const onEdit = vi.fn();
    renderWithRouter(
      <WeekCalendar
        schedule={[slot(RECIPE_A, 0.5), slot(RECIPE_B, 100)]}
        recipes={recipes}
        summary={undefined}
        budget={0}
        editable
        dragEnabled={false}
        onEdit={onEdit}
      />,
    );
    const fewer = screen.getByRole('button', {
      name: 'Fewer servings of Chili con carne, Monday dinner',
    });
    const more = screen.getByRole('button', {
      name: 'More servings of Chickpea curry, Monday dinner',
    });
    for (const button of [fewer, more]) {
      expect(button).toBeEnabled();
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
      expect(button).toHaveFocus();
    }
    expect(onEdit).not.toHaveBeenCalled();
    // Away from the limits they work.
    await userEvent.click(
      screen.getByRole('button', { name: 'More servings of Chili con carne, Monday dinner' }),
    );
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('after Remove, the focus goes to the next item of the meal, then to the day’s heading', async () => {
    renderWithRouter(<EditableWeek initial={[slot(RECIPE_A), slot(RECIPE_B), slot(RECIPE_C)]} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Chickpea curry from Monday dinner' }),
    );
    expect(within(monday()).queryByText('Chickpea curry')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove Fried rice from Monday dinner' }),
    ).toHaveFocus();
    // The last of the meal: the one before it.
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Fried rice from Monday dinner' }),
    );
    expect(
      screen.getByRole('button', { name: 'Remove Chili con carne from Monday dinner' }),
    ).toHaveFocus();
    // The day's last item: its heading.
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Chili con carne from Monday dinner' }),
    );
    expect(screen.getByRole('heading', { name: 'Monday' })).toHaveFocus();
    expect(monday()).toHaveTextContent('Nothing planned.');
  });

  it('names each day by a heading id of its own, even with two weeks in the page', () => {
    renderWithRouter(
      <>
        <EditableWeek initial={[]} />
        <EditableWeek initial={[]} />
      </>,
    );
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(14);
    expect(new Set(headings.map((heading) => heading.id)).size).toBe(14);
    for (const day of screen.getAllByRole('listitem', { name: 'Monday' }))
      expect(within(day).getByRole('heading').id).toBe(day.getAttribute('aria-labelledby'));
  });

  it('has a Move per item for the author, and none for a reader', async () => {
    const onMove = vi.fn();
    const { unmount } = renderWithRouter(
      <WeekCalendar
        schedule={[slot(RECIPE_A)]}
        recipes={recipes}
        summary={undefined}
        budget={0}
        editable
        dragEnabled={false}
        onEdit={() => undefined}
        onMove={onMove}
      />,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Move Chili con carne from Monday dinner' }),
    );
    expect(onMove).toHaveBeenCalledWith(
      expect.objectContaining({ key: `${RECIPE_A}|0|dinner` }),
      'Chili con carne',
    );
    unmount();

    renderWithRouter(
      <WeekCalendar
        schedule={[slot(RECIPE_A)]}
        recipes={recipes}
        summary={undefined}
        budget={0}
        editable={false}
        dragEnabled={false}
        onEdit={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  });
});
