import { expect, test } from '@playwright/test';

test('when the app cannot load, the page says so and offers a reload instead of loading for ever', async ({
  page,
}) => {
  // The app's one chunk (vite.config.ts) fails to download, as on a dropped connection.
  await page.route(/\/assets\/app-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/recipes');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'Mise could not load. Check your connection, then reload the page.',
  );
  await expect(page.getByText('Loading Mise…')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(/at \w+ \(|TypeError|\.js:\d+/);

  // Once the connection is back, Reload opens the page the visitor asked for.
  await page.unroute(/\/assets\/app-[^/]*\.js$/);
  await alert.getByRole('link', { name: 'Reload' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/recipes');
  await expect(page.getByRole('heading', { level: 1, name: /recipes/i })).toBeVisible();
});
