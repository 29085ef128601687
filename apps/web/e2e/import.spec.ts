import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './support/fixtures';
import { recipeSiteOrigin } from './support/env';

/**
 * Issue 16 §4: a member imports a recipe from a web page (the fake recipe site serve.ts starts and
 * the server is allowed to fetch), checks the filled form, saves it, and finds the recipe with a
 * link to where it came from. At a phone's width, by keyboard where it matters.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('imports a recipe from a web page and saves it with its source', async ({
  memberPage: page,
}) => {
  await page.goto('/recipes/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Recipe' })).toBeVisible();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a recipe' });
  const address = dialog.getByLabel('Recipe web address');
  await expect(address).toBeFocused();

  // First a page with no recipe: the server's words, in the dialog, which stays open.
  await address.fill(`${recipeSiteOrigin}/no-recipe`);
  await address.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('No recipe found on that page.');
  // The open dialog, with its error shown, has no serious accessibility problem.
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  // A microdata page with a picture on the same site (a relative src).
  await address.fill(`${recipeSiteOrigin}/microdata`);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Grandma’s Pancakes',
  );
  await expect(page.getByLabel(/^Servings/)).toHaveValue('6');
  await expect(page.getByLabel(/^Prep time/)).toHaveValue('10');
  await expect(page.getByLabel(/^Cook time/)).toHaveValue('20');
  // The form fits the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Create Recipe' }).click();
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grandma’s Pancakes' })).toBeVisible();
  await expect(page.getByText('Cook ladlefuls on a hot pan.')).toBeVisible();
  // The page's picture was copied into Mise's own storage when the recipe was saved.
  const photo = page.getByRole('img', { name: 'Photo of Grandma’s Pancakes' });
  await expect(photo).toBeVisible();
  expect(await photo.getAttribute('src')).not.toContain(recipeSiteOrigin);
  const source = page.getByRole('link', { name: /^127\.0\.0\.1:\d+/ });
  await expect(source).toHaveAttribute('href', `${recipeSiteOrigin}/microdata`);
  await expect(source).toHaveAttribute('rel', 'noopener nofollow ugc');
});

test('pastes a recipe’s text', async ({ memberPage: page }) => {
  await page.goto('/recipes/create');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a recipe' });
  await dialog.getByRole('tab', { name: 'Paste text' }).click();
  await dialog
    .getByLabel('Recipe text')
    .fill(
      'Cinnamon Toast\nServes 2\nIngredients\n2 slices bread\n1 tsp cinnamon\nMethod\n1. Toast the bread.\n2. Dust with cinnamon.',
    );
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Cinnamon Toast',
  );
  await expect(page.getByLabel(/^Servings/)).toHaveValue('2');
});
