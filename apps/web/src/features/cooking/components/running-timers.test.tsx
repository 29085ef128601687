import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookingStore } from '../cooking-store';
import { recipeWithSteps, resetCookingStore, timerEnding } from '../dock/dock-test-utils';
import { RunningTimers } from './running-timers';

// The app's store, as the panel and the cooking page use it; the clock is Vitest's (clicks with
// fireEvent: user-event waits on a timer of its own, which fake timers never run).

const start = (label: string, seconds: number, recipe_id = 'soup', step_id?: string) =>
  act(() => {
    cookingStore.getState().startTimer({ label, seconds, recipe_id, step_id });
  });

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const item = (label: string) =>
  screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith(label)) as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
  resetCookingStore();
});
afterEach(() => {
  vi.useRealTimers();
  resetCookingStore();
});

describe('RunningTimers', () => {
  it('counts down each second, the countdown outside any live region', () => {
    start('Simmer', 90);
    render(<RunningTimers />);
    advance(0);
    const simmer = item('Simmer');
    expect(within(simmer).getByText('1:30')).toBeInTheDocument();
    advance(1000);
    expect(within(simmer).getByText('1:29')).toBeInTheDocument();
    advance(29_000);
    const countdown = within(simmer).getByText('1:00');
    expect(countdown).toHaveTextContent('Time left 1:00');
    expect(countdown.closest('[aria-live]')).toBeNull();
    expect(simmer.querySelector('[data-timer-progress]')).toHaveAttribute(
      'data-timer-progress',
      '33',
    );
  });

  it('shows an ended timer as done with Dismiss, which removes it', () => {
    start('Rest', 5);
    render(<RunningTimers />);
    advance(5000);
    expect(within(item('Rest')).getByText('Done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel timer Rest' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss timer Rest' }));
    expect(cookingStore.getState().timers).toEqual([]);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('cancels a running timer and moves focus to the next timer', () => {
    start('Boil', 600);
    start('Bake', 1200);
    render(<RunningTimers />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel timer Boil' }));
    expect(cookingStore.getState().timers.map((timer) => timer.label)).toEqual(['Bake']);
    expect(screen.getByRole('button', { name: 'Cancel timer Bake' })).toHaveFocus();
    // The last one: focus stays in the timers' container rather than falling to the page's top.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel timer Bake' }));
    expect(document.activeElement).not.toBe(document.body);
    expect(
      document.activeElement?.contains(screen.getByText('', { selector: '[aria-live]' })),
    ).toBe(true);
  });

  it("shows only one recipe's timers when given its id", () => {
    start('Simmer', 60, 'soup');
    start('Bake', 60, 'cake');
    render(<RunningTimers recipeId="cake" />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Bake'),
    ]);
  });

  it("names other recipes' timers after their recipe, not the one being cooked", () => {
    act(() => {
      cookingStore.setState({
        recipes: [
          recipeWithSteps('soup', 2, 'Leek soup'),
          recipeWithSteps('cake', 2, 'Lemon cake'),
        ],
      });
    });
    start('Simmer', 60, 'soup');
    start('Bake', 60, 'cake');
    render(<RunningTimers ownRecipeId="soup" heading="Timers" />);
    expect(screen.getByRole('heading', { name: 'Timers' })).toBeInTheDocument();
    expect(item('Simmer')).not.toHaveTextContent('Leek soup');
    expect(item('Bake')).toHaveTextContent('Bake · Lemon cake');
  });

  it('says a start and a restart once, politely, and nothing for timers already running', () => {
    start('Simmer', 60);
    render(<RunningTimers />);
    const live = screen.getByText('', { selector: '[aria-live="polite"]' });
    expect(live).toHaveTextContent('');
    start('Bake', 25 * 60);
    expect(live).toHaveTextContent('Timer started: Bake, 25 min');
    advance(5000);
    // Ticking changes nothing in the live region.
    expect(live).toHaveTextContent('Timer started: Bake, 25 min');
    start('Simmer', 60);
    expect(live).toHaveTextContent('Timer restarted: Simmer, 1 min');
    // A timer named after its length is not said twice.
    start('10 min', 600);
    expect(live).toHaveTextContent(/^Timer started: 10 min$/);
  });

  it('renders no list when there are no timers', () => {
    render(<RunningTimers heading="Timers" compact />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows a timer that ended before it was shown as done at once', () => {
    act(() => {
      cookingStore.setState({ timers: [timerEnding(-30, { label: 'Proof' })] });
    });
    render(<RunningTimers />);
    expect(within(item('Proof')).getByText('Done')).toBeInTheDocument();
  });
});
