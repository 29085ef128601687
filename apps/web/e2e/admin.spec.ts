import { expect, test } from '@playwright/test';
import { expectSignedIn, grantAdmin, newUser, signInOnLoginPage, signUp } from './support/auth';

test('the admin page is for admins: member → home, CLI grant → page, guest → login', async ({
  page,
  browser,
}) => {
  const user = newUser('a');
  await signUp(page, user);

  await page.goto('/admin/health-goals');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mise' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Manage Health Goals' })).toHaveCount(0);

  await grantAdmin(user.email);

  await page.goto('/admin/health-goals');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Health Goals' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/health-goals');

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  try {
    await guest.goto('/admin/health-goals');
    await expect(guest).toHaveURL(
      (url) => url.pathname === '/login' && url.search === '?redirect=%2Fadmin%2Fhealth-goals',
    );

    // The admin signing in from there is taken to the page they asked for.
    await signInOnLoginPage(guest, user);
    await expect(
      guest.getByRole('heading', { level: 1, name: 'Manage Health Goals' }),
    ).toBeVisible();
    await expectSignedIn(guest, user.email);
  } finally {
    await guestContext.close();
  }
});
