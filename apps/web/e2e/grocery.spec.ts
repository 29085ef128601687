import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newUser } from './support/auth';
import { signUpByApi } from './support/fixtures';

/**
 * Issue 13 point 2: the grocery list on a phone (390 px). A member adds a recipe's ingredients from
 * its page, finds them on /grocery-list by aisle, adds an item by hand, checks one off, deletes one
 * and takes it back with Undo, reloads and finds the tick kept, and clears the checked items. The
 * member is new (its own sign-up): the journey starts from an empty list.
 */

const phone = { width: 390, height: 844 };

const aisle = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Waits for the answer of a grocery write, so the next step starts from what the server holds. */
const groceryWrite = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method && path.test(new URL(response.url()).pathname),
  );

test('add a recipe, check, delete and undo, reload, clear checked', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: phone });
  await signUpByApi(context.request, newUser('g'));
  const page = await context.newPage();

  const created = await context.request.post('/api/recipes', {
    data: {
      title: 'Journey Tomato Soup',
      servings: 4,
      ingredients: [
        { name: 'onions', quantity: '2' },
        { name: 'milk', quantity: '1', unit: 'cup' },
        { name: 'olive oil', quantity: '2', unit: 'tbsp' },
      ],
      steps: [{ instruction: 'Soften the onions in the oil, add the milk and simmer.' }],
    },
  });
  expect(created.status()).toBe(201);
  const recipeId = ((await created.json()) as { id: string }).id;

  // From the recipe page (the integrator mounts the button in the recipe actions).
  await page.goto(`/recipes/${recipeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Journey Tomato Soup' })).toBeVisible();
  const added = groceryWrite(page, 'POST', /^\/api\/grocery-list\/from-recipes$/);
  await page.getByRole('button', { name: 'Add to grocery list' }).click();
  expect((await added).status()).toBe(201);
  await expect(
    page.getByText(/Added the ingredients of Journey Tomato Soup to your grocery list/),
  ).toBeVisible();
  await page.getByRole('link', { name: 'View list' }).click();
  await expect(page).toHaveURL(/\/grocery-list$/);

  // By aisle, each item saying which recipe needs it.
  await expect(page.getByRole('heading', { level: 1, name: 'Grocery List' })).toBeVisible();
  const onions = page.getByRole('checkbox', { name: /onion/i });
  const milk = page.getByRole('checkbox', { name: /milk/i });
  await expect(aisle(page, 'Produce').getByRole('checkbox', { name: /onion/i })).toBeVisible();
  await expect(
    aisle(page, 'Dairy and eggs').getByRole('checkbox', { name: /milk/i }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /olive oil/i })).toBeVisible();
  await expect(onions).toHaveAccessibleDescription(/for: Journey Tomato Soup/);
  await expect(
    aisle(page, 'Produce').getByRole('link', { name: 'Journey Tomato Soup' }),
  ).toHaveAttribute('href', `/recipes/${recipeId}`);
  await expect(page.getByText('3 to buy, 0 checked')).toBeVisible();

  // An item by hand, in the aisle chosen.
  const form = page.getByRole('form', { name: 'Add item' });
  await form.getByRole('textbox', { name: /^Item/ }).fill('paper towels');
  await form.getByRole('combobox', { name: 'Aisle' }).selectOption({ label: 'Other' });
  const posted = groceryWrite(page, 'POST', /^\/api\/grocery-list\/items$/);
  await form.getByRole('button', { name: 'Add to list' }).click();
  expect((await posted).status()).toBe(201);
  const towels = aisle(page, 'Other').getByRole('checkbox', { name: 'paper towels' });
  await expect(towels).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Item/ })).toHaveValue('');

  // One tap checks milk off: it moves to Checked.
  const patched = groceryWrite(page, 'PATCH', /^\/api\/grocery-list\/items\/[^/]+$/);
  await milk.click();
  await expect(aisle(page, 'Checked').getByRole('checkbox', { name: /milk/i })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: /^Checked .*milk/i })).toBeVisible();
  expect((await patched).status()).toBe(200);
  await expect(page.getByText('3 to buy, 1 checked')).toBeVisible();

  // Delete the paper towels, then Undo: they come back.
  const deleted = groceryWrite(page, 'DELETE', /^\/api\/grocery-list\/items\/[^/]+$/);
  await page.getByRole('button', { name: 'Delete paper towels' }).click();
  await expect(page.getByRole('checkbox', { name: 'paper towels' })).toHaveCount(0);
  expect((await deleted).status()).toBe(204);
  const restored = groceryWrite(page, 'POST', /^\/api\/grocery-list\/items$/);
  await page.getByRole('button', { name: 'Undo: put paper towels back' }).click();
  expect((await restored).status()).toBe(201);
  await expect(towels).toBeVisible();
  await expect(towels).not.toBeChecked();

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(phone.width);

  // A reload keeps the tick and the item put back.
  await page.reload();
  await expect(aisle(page, 'Checked').getByRole('checkbox', { name: /milk/i })).toBeChecked();
  await expect(aisle(page, 'Other').getByRole('checkbox', { name: 'paper towels' })).toBeVisible();
  await expect(onions).not.toBeChecked();

  // Clear checked, after confirming.
  await page.getByRole('button', { name: 'Clear checked' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Clear checked items?' });
  const cleared = groceryWrite(page, 'DELETE', /^\/api\/grocery-list\/checked$/);
  await confirm.getByRole('button', { name: 'Clear checked' }).click();
  expect((await cleared).status()).toBe(204);
  await expect(confirm).toHaveCount(0);
  await expect(aisle(page, 'Checked')).toHaveCount(0);
  // Its button went with the Checked group: the focus waits in the Add item field.
  await expect(
    page.getByRole('form', { name: 'Add item' }).getByRole('textbox', { name: /^Item/ }),
  ).toBeFocused();
  await expect(page.getByRole('checkbox', { name: /milk/i })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('3 to buy, 0 checked')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /milk/i })).toHaveCount(0);

  await context.close();
});
