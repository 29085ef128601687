import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditMessages } from '@mise/core';
import { fakeApi, json } from '../../../test-utils/recipe-fixtures';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { CreditsPage } from './credits-page';

const entry = (n: number, delta: number, reason: string) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  delta,
  reason,
  created_at: '2026-11-20T12:00:00.000Z',
});
const base = {
  balance: 48,
  monthly_allowance: 50,
  resets_at: '2026-12-01T00:00:00.000Z',
  costs: { ai_chat: 1, ai_nutrition: 2, image_generation: 5 },
  ledger: [entry(2, -2, 'AI nutrition estimate'), entry(1, 50, 'Monthly allowance')],
  next_cursor: null,
};
const renderPage = () => renderWithRouter(<CreditsPage />, { path: '/credits', me: memberMe });

afterEach(() => vi.restoreAllMocks());

describe('CreditsPage', () => {
  it('shows the balance, the allowance and when it renews, the costs and the ledger', async () => {
    fakeApi({ 'GET /api/me/credits': () => json(200, base) });
    renderPage();
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('48 credits');
    expect(
      screen.getByText(/monthly allowance is 50 credits\. It renews on 1 December/),
    ).toBeInTheDocument();
    const costs = screen.getByRole('heading', { name: 'What costs credits' }).parentElement!;
    expect(within(costs).getByText('AI nutrition estimate').nextSibling).toHaveTextContent(
      '2 credits',
    );
    expect(within(costs).getByText('AI picture').nextSibling).toHaveTextContent('5 credits');
    expect(within(costs).getByText('AI chat answer').nextSibling).toHaveTextContent('1 credit');
    expect(within(costs).getByText(/USDA nutrition estimate/)).toBeInTheDocument();
    const rows = within(
      screen.getByRole('list', { name: 'Credit history, newest first' }),
    ).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByLabelText('Spent 2 credits')).toHaveTextContent('−2');
    expect(within(rows[1]!).getByLabelText('Added 50 credits')).toHaveTextContent('+50');
  });

  it('follows the ledger’s cursor with Show more', async () => {
    const { calls } = fakeApi({
      'GET /api/me/credits': (call) =>
        call.search.get('cursor') === 'older'
          ? json(200, { ...base, ledger: [entry(1, 50, 'Monthly allowance')] })
          : json(200, {
              ...base,
              ledger: [entry(2, -2, 'AI nutrition estimate')],
              next_cursor: 'older',
            }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Monthly allowance')).toBeInTheDocument();
    expect(calls.map((c) => c.search.get('cursor'))).toEqual([null, 'older']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when there is nothing in the ledger yet', async () => {
    fakeApi({ 'GET /api/me/credits': () => json(200, { ...base, balance: 0, ledger: [] }) });
    renderPage();
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
  });

  it('offers a retry when the credits fail to load', async () => {
    let fail = true;
    fakeApi({
      'GET /api/me/credits': () =>
        fail ? json(500, { error: { code: 'INTERNAL', message: 'boom' } }) : json(200, base),
    });
    renderPage();
    expect(await screen.findByText(creditMessages.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('48 credits');
  });
});
