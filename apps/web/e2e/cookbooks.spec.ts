import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { newUser } from './support/auth';
import { signUpByApi } from './support/fixtures';

/**
 * Issue 13 point 3, at 390 px: a member saves a recipe to a new cookbook from the recipe's page (the
 * "Save to cookbook" dialog's New cookbook, made and saved in one step) and finds the recipe on the
 * cookbook's page, then moves it and takes it out. The member is new (no cookbooks yet).
 */
test('save a recipe to a new cookbook from its page and find it on /collections/{id}', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signUpByApi(context.request, newUser('cb'));
  const page = await context.newPage();

  const made = async (title: string) => {
    const response = await context.request.post('/api/recipes', {
      data: {
        title,
        ingredients: [{ name: 'tomatoes', quantity: '6' }],
        steps: [{ instruction: 'Simmer.' }],
      },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const soup = await made('Journey Tomato Soup');
  const bread = await made('Journey Soda Bread');

  // From the soup's page: a new cookbook, the soup saved to it in the same step.
  await page.goto(`/recipes/${soup}`);
  await page.getByRole('button', { name: 'Save to cookbook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to cookbook' });
  await expect(dialog.getByText(/no cookbooks yet/)).toBeVisible();
  await dialog.getByRole('button', { name: 'New cookbook' }).click();
  await dialog.getByLabel(/Cookbook name/).fill('Journey Suppers');
  await dialog.getByRole('button', { name: 'Create and save' }).click();
  await expect(dialog.getByRole('checkbox', { name: /Journey Suppers/ })).toBeChecked();
  await expect(page.getByText('Saved to Journey Suppers')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // The bread too, into the same cookbook, by its checkbox.
  await page.goto(`/recipes/${bread}`);
  await page.getByRole('button', { name: 'Save to cookbook' }).click();
  const again = page.getByRole('dialog', { name: 'Save to cookbook' });
  const box = again.getByRole('checkbox', { name: /Journey Suppers/ });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByText('Saved to Journey Suppers')).toBeVisible();
  await again.getByRole('button', { name: 'Done' }).click();

  // My cookbooks: the card, with its count; its page at /collections/{id} lists both, in order.
  await page.goto('/collections');
  const card = page.getByRole('link', { name: 'Journey Suppers' });
  await expect(page.getByText('2 recipes')).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/collections\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Journey Suppers' })).toBeVisible();
  const recipes = page.getByRole('list', { name: 'Recipes in this cookbook' });
  await expect(recipes.getByRole('heading', { level: 2 })).toHaveText([
    'Journey Tomato Soup',
    'Journey Soda Bread',
  ]);
  expect(
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations,
  ).toEqual([]);

  // Reordered by its button from the keyboard, and it stays so after a reload. The browser takes
  // the moved card out and puts it back: the focus follows it (to Move up, now at the bottom), and
  // its new place is said.
  await page.getByRole('button', { name: 'Move Journey Tomato Soup down' }).focus();
  await page.keyboard.press('Enter');
  await expect(recipes.getByRole('heading', { level: 2 })).toHaveText([
    'Journey Soda Bread',
    'Journey Tomato Soup',
  ]);
  await expect(page.getByRole('button', { name: 'Move Journey Tomato Soup up' })).toBeFocused();
  await expect(page.getByText('Moved Journey Tomato Soup to 2 of 2')).toBeAttached();
  await page.reload();
  await expect(recipes.getByRole('heading', { level: 2 })).toHaveText([
    'Journey Soda Bread',
    'Journey Tomato Soup',
  ]);

  // Taken out: the recipe itself stays.
  await page.getByRole('button', { name: 'Remove Journey Tomato Soup' }).click();
  await expect(recipes.getByRole('heading', { level: 2 })).toHaveText(['Journey Soda Bread']);
  await page.goto(`/recipes/${soup}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Journey Tomato Soup' })).toBeVisible();
  await context.close();
});
