import { expect, test } from '@playwright/test';
import { newUser, signUp } from './support/auth';

// Issue 15 §3: an AI estimate (the fake OpenAI-compatible provider serve.ts starts) spends credits,
// and /credits shows the spend and the lower balance.
test('/credits shows a spend after an AI estimate', async ({ page }) => {
  await signUp(page, newUser('cr'));
  await page.goto('/credits');
  await expect(page.getByTestId('credit-balance')).toHaveText('50 credits');

  await page.goto('/recipes/create');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Credit Pancakes');
  const quickAdd = page.getByLabel('Quick add', { exact: true });
  for (const line of ['2 cups flour', '2 eggs']) {
    await quickAdd.fill(line);
    await quickAdd.press('Enter');
  }
  const panel = page.getByRole('region', { name: 'Nutritional Information' });
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await panel.getByLabel('Estimate with').selectOption('ai');
  await panel.getByRole('button', { name: 'Auto-Calculate' }).click();
  await expect(page.getByText('Nutritional information estimated successfully!')).toBeVisible();
  // The fake provider's answer, 412 kcal a serving, rounded as a label is.
  await expect(panel.getByLabel('Calories (kcal)')).toHaveValue('410');

  await page.goto('/credits');
  await expect(page.getByTestId('credit-balance')).toHaveText('48 credits');
  const history = page.getByRole('list', { name: 'Credit history, newest first' });
  const newest = history.getByRole('listitem').first();
  await expect(newest).toContainText('AI nutrition estimate');
  await expect(newest.getByLabel('Spent 2 credits')).toHaveText('−2');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Monthly allowance');
});
