import { expect, test } from '@playwright/test';
import {
  expectSignedIn,
  expectSignedOut,
  mainNav,
  newUser,
  signInOnLoginPage,
  signUp,
  signUpOnLoginPage,
} from './support/auth';

test('a guest asking for a protected page signs up and lands back on it', async ({ page }) => {
  await page.goto('/meal-plans?week=2');

  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/meal-plans?week=2');

  const user = newUser('m');
  await signUpOnLoginPage(page, user);

  await expect(page).toHaveURL((url) => url.pathname === '/meal-plans' && url.search === '?week=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Plans' })).toBeVisible();
  await expectSignedIn(page, user.email);
});

test('sign up, sign out, sign in again', async ({ page }) => {
  const user = newUser('s');
  await signUp(page, user);

  await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
  await expectSignedOut(page);

  // Signed out for real: a protected page sends us to the login page again.
  await page.goto('/profile');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/profile');

  await signInOnLoginPage(page, user);
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expectSignedIn(page, user.email);

  // A plain sign-in (no redirect) ends on the home page.
  await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
  await expectSignedOut(page);
  await page.goto('/login');
  await signInOnLoginPage(page, user);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expectSignedIn(page, user.email);
});

test('a wrong password is refused with an alert', async ({ page, browser }) => {
  const user = newUser('w');
  const other = await browser.newContext();
  await signUp(await other.newPage(), user);
  await other.close();

  await page.goto('/login');
  await signInOnLoginPage(page, { email: user.email, password: `${user.password}-wrong` });
  await expect(page.getByRole('alert')).toContainText(/invalid/i);
  await expectSignedOut(page);
});
