import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectSignedIn, mainNav, newUser, signInOnLoginPage } from './support/auth';

/**
 * Issue 10 §2 on a phone: a newcomer signs up with e-mail and password alone, is welcomed to Mise,
 * finds the default username on the profile, and is welcomed back after signing in again.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((n) => n.target) }));
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test('sign up with e-mail and password alone at 390 px', async ({ page }) => {
  const user = newUser('n');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();

  // Username is optional and left empty.
  const username = page.getByLabel('Username (optional)');
  await expect(username).toBeVisible();
  await expect(username).toHaveValue('');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(user.password);

  // The Show password toggle: reachable by keyboard, says whether the password is shown.
  const toggle = page.getByRole('button', { name: 'Show password' });
  await password.focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'password');
  // The sign-up form with its toggle and optional field passes axe.
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .getByRole('button', { name: 'Create Account', exact: true })
    .and(page.locator('[type="submit"]'))
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // No sideways scroll at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  let menu = await openMenu(page);
  await expect(menu.getByText(user.email, { exact: true })).toBeVisible();
  await expect(menu.getByText('Welcome to Mise!')).toBeVisible();
  await expect(menu.getByText('Welcome back!')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // The profile got the spec's default names: user_ + 8 characters of the id, User + the same.
  await page.goto('/profile');
  const profileUsername = page.getByLabel('Username', { exact: true });
  await expect(profileUsername).toHaveValue(/^user_[0-9a-f-]{8}$/);
  const head = (await profileUsername.inputValue()).slice('user_'.length);
  await expect(page.getByLabel('Display name', { exact: true })).toHaveValue(`User${head}`);

  // A later visit: signed out and in again, the member is welcomed back.
  await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/login');
  await signInOnLoginPage(page, user);
  await expectSignedIn(page, user.email);
  menu = await openMenu(page);
  await expect(menu.getByText('Welcome back!')).toBeVisible();
  await expect(menu.getByText('Welcome to Mise!')).toHaveCount(0);
});
