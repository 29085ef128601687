import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookingStore } from '../cooking-store';
import { recipeWithSteps, resetCookingStore, timerEnding } from './dock-test-utils';
import { TimerAlarm } from './timer-alarm';
import { useTimerTicker } from './timer-ticker';

// The ticker and the alarm together, as the dock mounts them, on the app's store and Vitest's
// clock. The alarm's sound is injected (`announce`): the real one is alarm.ts's, tested there.
// Clicks with fireEvent: user-event waits on a timer of its own, which fake timers never run.

function Ticker({ announce }: { announce: (label: string) => void }) {
  const { rung, acknowledge } = useTimerTicker({ announce });
  return <TimerAlarm timers={rung} onAcknowledge={acknowledge} />;
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const startTimer = (label: string, seconds: number) =>
  act(() => {
    cookingStore.getState().startTimer({ label, seconds, recipe_id: 'soup' });
  });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
  resetCookingStore();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetCookingStore();
});

describe('the timer ticker', () => {
  it('rings a 3 s timer exactly once, after 3 s, and shows the alarm until OK', () => {
    const announce = vi.fn();
    render(
      <>
        <button type="button">Next step</button>
        <Ticker announce={announce} />
      </>,
    );
    const next = screen.getByRole('button', { name: 'Next step' });
    next.focus();
    startTimer('Simmer', 3);
    advance(2999);
    expect(announce).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    advance(1);
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenCalledWith('Simmer');
    const alarm = screen.getByRole('alertdialog', { name: 'Timer done: Simmer' });
    // Keyboard users land on OK at once.
    expect(within(alarm).getByRole('button', { name: 'OK' })).toHaveFocus();
    advance(60_000);
    expect(announce).toHaveBeenCalledTimes(1);

    fireEvent.click(within(alarm).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cookingStore.getState().timers).toEqual([]);
    expect(next).toHaveFocus();
  });

  it('gives focus back after OK when it mounts open under StrictMode (effects run twice)', () => {
    render(<button type="button">Next step</button>);
    const next = screen.getByRole('button', { name: 'Next step' });
    next.focus();
    const onAcknowledge = vi.fn();
    render(
      <StrictMode>
        <TimerAlarm timers={[timerEnding(-1, { label: 'Simmer' })]} onAcknowledge={onAcknowledge} />
      </StrictMode>,
    );
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onAcknowledge).toHaveBeenCalledTimes(1);
    expect(next).toHaveFocus();
  });

  it('rings at the first check a timer that ended while the page was closed', () => {
    const announce = vi.fn();
    act(() => {
      cookingStore.setState({ timers: [timerEnding(-120, { label: 'Proof' })] });
    });
    render(<Ticker announce={announce} />);
    advance(0);
    expect(announce).toHaveBeenCalledExactlyOnceWith('Proof');
    expect(screen.getByRole('alertdialog', { name: 'Timer done: Proof' })).toBeInTheDocument();
    // A timer that had already rung before the reload does not ring again.
    act(() => {
      cookingStore.setState({ timers: [timerEnding(-60, { label: 'Old', rung: true })] });
    });
    advance(5000);
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('rings as soon as the page is seen again after a sleep that stopped its clocks', () => {
    const announce = vi.fn();
    render(<Ticker announce={announce} />);
    startTimer('Bake', 600);
    // The phone slept: the wall clock moved on 20 minutes, no timer callback ran.
    vi.setSystemTime(Date.now() + 20 * 60_000);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(announce).toHaveBeenCalledExactlyOnceWith('Bake');
    expect(screen.getByRole('alertdialog', { name: 'Timer done: Bake' })).toBeInTheDocument();
  });

  it("names the timer's recipe as the alarm's description", () => {
    act(() => {
      cookingStore.setState({ recipes: [recipeWithSteps('soup', 2, 'Leek soup')] });
    });
    render(<Ticker announce={vi.fn()} />);
    startTimer('Simmer', 1);
    advance(1000);
    expect(
      screen.getByRole('alertdialog', { name: 'Timer done: Simmer' }),
    ).toHaveAccessibleDescription('Leek soup');
  });

  it('lists timers that end together in one alarm, and OK dismisses them all', () => {
    const announce = vi.fn();
    render(<Ticker announce={announce} />);
    startTimer('Pasta', 5);
    startTimer('Sauce', 5);
    advance(5000);
    expect(announce.mock.calls).toEqual([['Pasta'], ['Sauce']]);
    const alarm = screen.getByRole('alertdialog', { name: '2 timers done' });
    expect(
      within(alarm)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Timer done: Pasta', 'Timer done: Sauce']);
    fireEvent.click(within(alarm).getByRole('button', { name: 'OK' }));
    expect(cookingStore.getState().timers).toEqual([]);
  });

  it('Escape in the alarm answers it', () => {
    render(<Ticker announce={vi.fn()} />);
    startTimer('Rest', 2);
    advance(2000);
    fireEvent.keyDown(screen.getByRole('button', { name: 'OK' }), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cookingStore.getState().timers).toEqual([]);
  });

  it('drops a timer from the alarm once it is dismissed elsewhere, or restarted', () => {
    const announce = vi.fn();
    render(<Ticker announce={announce} />);
    startTimer('Boil', 2);
    startTimer('Steam', 2);
    advance(2000);
    expect(screen.getByRole('alertdialog', { name: '2 timers done' })).toBeInTheDocument();
    // Dismissed from the timers list.
    const boil = cookingStore.getState().timers.find((timer) => timer.label === 'Boil')!;
    act(() => {
      cookingStore.getState().dismissTimer(boil.id);
    });
    expect(screen.getByRole('alertdialog', { name: 'Timer done: Steam' })).toBeInTheDocument();
    // Restarted from its step: running again, so no longer done; it rings again at its new end.
    startTimer('Steam', 4);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    advance(4000);
    expect(announce.mock.calls).toEqual([['Boil'], ['Steam'], ['Steam']]);
    expect(screen.getByRole('alertdialog', { name: 'Timer done: Steam' })).toBeInTheDocument();
  });

  it('shows the alarm even when the sound fails', () => {
    const announce = vi.fn(() => {
      throw new Error('audio blocked');
    });
    render(<Ticker announce={announce} />);
    startTimer('Simmer', 1);
    advance(1000);
    expect(screen.getByRole('alertdialog', { name: 'Timer done: Simmer' })).toBeInTheDocument();
  });

  it('stops checking once every timer has rung', () => {
    render(<Ticker announce={vi.fn()} />);
    const check = vi.spyOn(cookingStore.getState(), 'checkTimers');
    startTimer('Simmer', 2);
    advance(2000);
    const calls = check.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    advance(30_000);
    expect(check.mock.calls.length).toBe(calls);
  });
});
