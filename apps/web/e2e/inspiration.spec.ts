import AxeBuilder from '@axe-core/playwright';
import { newUser, signUpOnLoginPage } from './support/auth';
import { test, expect, type Page } from './support/fixtures';

/**
 * Issue 16 §1: the home page's Recipe Inspirations, from the catalogue bundled with Mise (the journeys'
 * server has no meal-database key). A guest browses and views one, and is sent to sign in (and back
 * to the section) to save it; a member saves one and opens it, then customises another into the
 * create form. At a phone's width.
 */
test.use({ viewport: { width: 390, height: 844 } });

const section = (page: Page) => page.getByRole('region', { name: 'Recipe Inspirations' });

/** The title of the n-th inspiration card, once the cards are there. */
async function cardTitle(page: Page, n: number): Promise<string> {
  const heading = section(page).getByRole('heading', { level: 3 }).nth(n);
  await expect(heading).toBeVisible();
  return (await heading.textContent())!.trim();
}

test('a guest views an inspiration, and is sent to sign in to save it', async ({ page }) => {
  await page.goto('/');
  const title = await cardTitle(page, 0);
  const view = section(page).getByRole('button', { name: `View: ${title}`, exact: true });
  await view.click();

  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Steps' })).toBeVisible();
  const lists = dialog.getByRole('list');
  await expect(lists).toHaveCount(2);
  expect(await lists.nth(0).getByRole('listitem').count()).toBeGreaterThan(0);
  expect(await lists.nth(1).getByRole('listitem').count()).toBeGreaterThan(0);
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();

  await section(page)
    .getByRole('button', { name: `Save: ${title}`, exact: true })
    .click();
  // To sign in, and back to the inspirations afterwards (here, a new account).
  await expect(page).toHaveURL(/\/login\?redirect=%2F%23home-inspirations$/);
  await signUpOnLoginPage(page, newUser('g'));
  await expect(page).toHaveURL(/\/#home-inspirations$/);
  await expect(section(page).getByRole('heading', { level: 2 })).toBeInViewport();
});

test('a member saves one inspiration and customises another', async ({ memberPage: page }) => {
  await page.goto('/');
  const saved = await cardTitle(page, 0);
  await section(page)
    .getByRole('button', { name: `Save: ${saved}`, exact: true })
    .click();
  await expect(page.getByText('Recipe saved to your cookbook!')).toBeVisible();
  const confirm = page.getByRole('alertdialog', {
    name: 'Recipe saved! Would you like to view it now?',
  });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'View recipe' }).click();
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `${saved} (Saved)` })).toBeVisible();

  await page.goto('/');
  const customised = await cardTitle(page, 1);
  await section(page)
    .getByRole('button', { name: `Customize: ${customised}`, exact: true })
    .click();
  await expect(page).toHaveURL(/\/recipes\/create\?template=true$/);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    `${customised} (My Version)`,
  );
});
