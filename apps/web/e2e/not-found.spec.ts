import { expect, test, type Page } from '@playwright/test';

async function openUnknownPage(page: Page): Promise<void> {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
}

test('an unknown path shows Page Not Found with working Home and Browse Recipes links', async ({
  page,
}) => {
  await openUnknownPage(page);
  const main = page.getByRole('main');

  await main.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mise' })).toBeVisible();

  await openUnknownPage(page);
  await main.getByRole('link', { name: 'Browse Recipes', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/recipes');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
});
