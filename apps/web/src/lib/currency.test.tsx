import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberCurrency, useMoney } from './currency';
import { fetchMe } from './session';

function Price({ amount }: { amount: number }) {
  const money = useMoney();
  return <output>{money(amount)}</output>;
}

afterEach(() => {
  act(() => rememberCurrency('USD'));
  vi.restoreAllMocks();
});

describe('the CURRENCY setting, from the session answer', () => {
  it('is USD until the session says otherwise, then re-renders what shows money', async () => {
    render(<Price amount={4.5} />);
    expect(screen.getByRole('status')).toHaveTextContent('$4.50');

    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ me: null, currency: 'EUR' }), { status: 200 }),
    );
    await act(() => fetchMe());
    expect(screen.getByRole('status')).toHaveTextContent('€4.50');
  });

  it('falls back to USD for a missing or malformed code', () => {
    render(<Price amount={2} />);
    act(() => rememberCurrency('EUR'));
    expect(screen.getByRole('status')).toHaveTextContent('€2.00');
    act(() => rememberCurrency('euro'));
    expect(screen.getByRole('status')).toHaveTextContent('$2.00');
  });
});
