import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { grantAdmin, newUser } from './support/auth';
import { signUpByApi } from './support/fixtures';

/**
 * Issue 12: an admin adds, edits and deletes a health goal (with its rule, and a confirmation before
 * deleting); a member chooses goals on their profile and the home page's Health Goals widget shows
 * how their diary measures up.
 */

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

test('an admin adds, edits and deletes a health goal', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = newUser('g');
  await signUpByApi(context.request, admin);
  await grantAdmin(admin.email);
  const page = await context.newPage();
  const name = `Journey Goal ${admin.username}`;

  await page.goto('/admin/health-goals');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Health Goals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Low Sugar' })).toBeVisible();

  // Add, with a daily rule.
  await page.getByRole('button', { name: 'Add New Health Goal' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Health Goal' });
  await add.getByLabel(/^Name/).fill(name);
  await add.getByLabel(/^Description/).fill('Keep the fat down on most days.');
  await add.getByRole('button', { name: 'Add condition' }).click();
  await add.getByRole('combobox', { name: 'Condition 1: nutrient' }).selectOption('fat');
  await expectNoSeriousViolations(page);
  await add.getByRole('button', { name: 'Add Goal' }).click();
  await expect(toast(page, 'Health goal added successfully')).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(row).toContainText('Fat at most your fat target');

  // Edit its name.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Health Goal' });
  await edit.getByLabel(/^Name/).fill(`${name} (edited)`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Health goal updated successfully')).toBeVisible();
  const edited = page.getByRole('heading', { name: `${name} (edited)` });
  await expect(edited).toBeVisible();

  // Delete: asked first, and told it cannot be undone.
  await page.getByRole('button', { name: `Delete ${name} (edited)` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this health goal?' });
  await expect(confirm).toContainText('This action cannot be undone.');
  await expectNoSeriousViolations(page);
  await confirm.getByRole('button', { name: 'Delete goal' }).click();
  await expect(toast(page, 'Health goal deleted successfully')).toBeVisible();
  await expect(edited).toHaveCount(0);
  const catalogue = await context.request.get('/api/health-goals');
  const names = ((await catalogue.json()) as { items: Array<{ name: string }> }).items.map(
    (g) => g.name,
  );
  expect(names).not.toContain(`${name} (edited)`);
  await context.close();
});

test("a member's home page shows the Health Goals widget for the goals chosen on the profile", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signUpByApi(context.request, newUser('h'));
  const page = await context.newPage();

  // Before choosing: the widget invites the member to choose.
  await page.goto('/');
  const widget = page.getByRole('region', { name: 'Health Goals' });
  await expect(widget.getByRole('link', { name: 'Choose health goals' })).toBeVisible();
  await widget.getByRole('link', { name: 'Choose health goals' }).click();
  await expect(page).toHaveURL(/\/profile#health-goals$/);

  await page.getByRole('button', { name: 'Low Sugar' }).click();
  await page.getByRole('button', { name: 'Save goals' }).click();
  await expect(toast(page, 'Health goals preferences saved successfully')).toBeVisible();

  // Today (the member's day, as the server counts it) meets Low Sugar: sugar under the target.
  const day = await context.request.get('/api/diary');
  const { date } = (await day.json()) as { date: string };
  const logged = await context.request.post('/api/diary', {
    data: {
      date,
      meal_type: 'breakfast',
      food_name: 'Porridge',
      calories: 300,
      protein: 10,
      carbohydrates: 50,
      fat: 6,
      sugar: 5,
    },
  });
  expect(logged.status()).toBe(201);

  await page.goto('/');
  const lowSugar = widget.getByRole('progressbar', { name: /^Low Sugar/ });
  await expect(lowSugar).toHaveAttribute('aria-valuenow', '3');
  await expect(widget).toContainText('1 of the last 30 days');
  await expectNoSeriousViolations(page);
  await context.close();
});
