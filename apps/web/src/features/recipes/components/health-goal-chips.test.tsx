import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../test-utils/render';
import { fakeApi, healthGoalsBody, json } from '../../../test-utils/recipe-fixtures';
import { HealthGoalChips } from './health-goal-chips';

function Harness() {
  const [value, setValue] = useState<string[]>([]);
  return <HealthGoalChips value={value} onChange={setValue} />;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('HealthGoalChips', () => {
  it('offers Clear All only while a goal is chosen', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/health-goals': () => json(200, healthGoalsBody) });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    const heart = await screen.findByRole('button', { name: 'Heart Health', pressed: false });
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Clear All' }));

    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
    expect(heart).toHaveFocus();
  });
});
