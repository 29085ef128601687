import { expect, test, type Page } from '@playwright/test';
import { expectSignedOut, mainNav, newUser, signUp } from './support/auth';

/**
 * Issue 10 review: a form draft is private to its member. Signing out clears it, so the next
 * person at this browser (here: a new member) finds an empty form, and nothing of it in storage.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const titleInput = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
const draftsInStorage = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('mise.draft.')));

test("sign-out clears the member's drafts; the next member finds none", async ({ page }) => {
  await signUp(page, newUser('p'));
  await page.goto('/recipes/create');
  await titleInput(page).fill('My secret family stew');
  await expect.poll(() => draftsInStorage(page)).toEqual(['mise.draft.recipe-create']);

  await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
  // The changed form still asks before it goes; the session and the drafts are gone already.
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  expect(await draftsInStorage(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Discard and leave' }).click();
  await expectSignedOut(page);

  await signUp(page, newUser('q'));
  await page.goto('/recipes/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Recipe' })).toBeVisible();
  await expect(titleInput(page)).toHaveValue('');
  await expect(page.getByText('Restored your unsaved draft.')).toHaveCount(0);
});
