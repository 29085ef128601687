import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpOnLoginPage } from './support/auth';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test('the mobile menu greets a guest and offers sign-in', async ({ page }) => {
  await page.goto('/');
  let menu = await openMenu(page);
  await expect(menu.getByText('Guest', { exact: true })).toBeVisible();
  await expect(menu.getByText('Sign in for more features')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // "Sign in for more features" is a link to the login page, which sends the guest back here.
  await page.goto('/recipes?q=soup');
  menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Sign in for more features' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/recipes?q=soup',
  );
});

test('the mobile menu shows the signed-in e-mail and the cooking assistant', async ({ page }) => {
  const user = newUser('c');
  await page.goto('/login');
  await signUpOnLoginPage(page, user);
  await expect(page).toHaveURL((url) => url.pathname === '/');

  const menu = await openMenu(page);
  await expect(menu.getByText(user.email, { exact: true })).toBeVisible();
  // Just signed up: welcomed to Mise, not "back".
  await expect(menu.getByText('Welcome to Mise!')).toBeVisible();
  await expect(menu.getByText('Welcome back!')).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Start Cooking Assistant' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
