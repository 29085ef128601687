import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newUser, signUp } from './support/auth';

const notFoundText =
  'This recipe may not exist, or you may not have permission to view or edit it.';

/** Serious and critical axe findings on the page as it is now (an empty list passes). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

const ingredientsList = (page: Page): Locator =>
  page.getByRole('list', { name: 'Ingredients', exact: true });
const ingredientLines = (page: Page): Locator =>
  page.getByRole('region', { name: 'Ingredients', exact: true }).getByRole('listitem');

async function expectRecipeNotFound(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByText(notFoundText)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to recipes' })).toBeVisible();
}

test('a member creates, scales, edits, hides and deletes a recipe', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = newUser('r');
  await signUp(page, owner);
  const title = `Journey Pancakes ${owner.username}`;

  // --- Create: 3 ingredients (one by quick add) and 2 steps.
  await page.goto('/recipes/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Recipe' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Fluffy pancakes for a slow Sunday.');
  await expect(page.getByRole('spinbutton', { name: 'Servings', exact: true })).toHaveValue('4');

  const quickAdd = page.getByLabel('Quick add', { exact: true });
  await quickAdd.fill('2 tablespoons olive oil');
  await quickAdd.press('Enter');
  await expect(
    ingredientsList(page).getByRole('button', { name: '2 tbsp olive oil', exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add ingredient' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('flour');
  await page.getByLabel('Quantity', { exact: true }).fill('0.5');
  await page.getByLabel('Unit', { exact: true }).selectOption('cup');
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('1/2');

  await page.getByRole('button', { name: 'Add ingredient' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('eggs');
  await page.getByLabel('Quantity', { exact: true }).fill('3');
  await page.getByLabel('Unit', { exact: true }).selectOption('piece');
  await expect(ingredientsList(page).getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: 'Add step' }).click();
  await page
    .getByRole('textbox', { name: 'Instruction', exact: true })
    .fill('Whisk the batter until smooth.');
  await page.getByRole('button', { name: 'Add step' }).click();
  await page
    .getByRole('textbox', { name: 'Instruction', exact: true })
    .fill('Fry in olive oil until golden.');
  await page.getByLabel('Time (minutes)', { exact: true }).fill('6');
  await page.getByLabel('Make public', { exact: true }).check();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Create Recipe', exact: true }).click();

  // --- See it.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const recipePath = new URL(page.url()).pathname;
  expect(recipePath).toMatch(/^\/recipes\/[\w-]+$/);
  expect(recipePath).not.toBe('/recipes/create');
  await expect(page).toHaveTitle(`${title} · Mise`);
  await expect(ingredientLines(page)).toHaveText([
    /^2 tbsp\s*olive oil/,
    /^1\/2 cup\s*flour/,
    /^3\s*eggs/,
  ]);
  const steps = page.getByRole('region', { name: 'Preparation Steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(1)).toContainText('Fry in olive oil until golden.');
  await expect(steps.nth(1)).toContainText('6 min');
  expect(await seriousViolations(page)).toEqual([]);

  // --- Scale 4 → 8 servings: every amount doubles, in fractions.
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'More servings' }).click();
  await expect(page.getByLabel('Servings', { exact: true })).toHaveValue('8');
  await expect(ingredientLines(page)).toHaveText([
    // 4 tbsp is a quarter cup: the scaler moves to the bigger unit.
    /^1\/4 cup\s*olive oil/,
    /^1 cup\s*flour/,
    /^6\s*eggs/,
  ]);

  // --- Edit the title.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Recipe' })).toBeVisible();
  const editedTitle = `${title} (edited)`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(editedTitle);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL((url) => url.pathname === recipePath);
  await expect(page.getByRole('heading', { level: 1, name: editedTitle })).toBeVisible();
  await expect(ingredientLines(page)).toHaveCount(3);

  // --- Make it private.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByLabel('Make public', { exact: true })).toBeChecked();
  await page.getByLabel('Make public', { exact: true }).uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: editedTitle })).toBeVisible();

  // --- Another member and a guest cannot see it (nor edit it).
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signUp(member, newUser('o'));
  await expectRecipeNotFound(member, recipePath);
  await expectRecipeNotFound(member, `${recipePath}/edit`);
  await memberContext.close();

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await expectRecipeNotFound(guest, recipePath);
  await guestContext.close();

  // --- Delete it, with confirmation; it is gone from the list.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this recipe?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete recipe' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/recipes');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Recipe deleted.',
  );
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill(owner.username);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === owner.username);
  await expect(page.getByText('No recipes match your search.')).toBeVisible();
  await expect(page.getByRole('link', { name: editedTitle })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await expectRecipeNotFound(page, recipePath);
});
