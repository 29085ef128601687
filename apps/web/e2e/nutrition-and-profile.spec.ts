import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { newUser, signUp } from './support/auth';

test('Auto-Calculate fills the nutrition panel and the saved recipe shows an estimated label', async ({
  page,
}) => {
  await signUp(page, newUser('n'));
  await page.goto('/recipes/create');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Journey Crêpes');
  const quickAdd = page.getByLabel('Quick add', { exact: true });
  for (const line of ['2 cups all-purpose flour', '3 large eggs', '1 cup milk']) {
    await quickAdd.fill(line);
    await quickAdd.press('Enter');
  }

  const panel = page.getByRole('region', { name: 'Nutritional Information' });
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await panel.getByRole('button', { name: 'Auto-Calculate' }).click();
  await expect(page.getByText('Nutritional information estimated successfully!')).toBeVisible();
  // Flour 250 g × 364 + eggs 150 g × 143 + milk 244 g × 61 kcal/100 g ≈ 1,274 kcal over 4 servings.
  const calories = Number(await panel.getByLabel('Calories (kcal)').inputValue());
  expect(calories).toBeGreaterThan(280);
  expect(calories).toBeLessThan(360);
  await panel.getByRole('button', { name: 'Save Nutritional Info' }).click();
  await expect(panel.getByText('Nutritional information added')).toBeVisible();

  await page.getByRole('button', { name: 'Create Recipe', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journey Crêpes' })).toBeVisible();
  await expect(page.getByText('Per serving · estimated automatically')).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Calories' }).first()).toBeVisible();
});

test('a member edits their profile, downloads their data, imports it back, and deletes the account', async ({
  page,
}) => {
  const user = newUser('p');
  await signUp(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByLabel('Display name').fill('Chef Journey');
  await page.getByLabel('Time zone').selectOption('Europe/Rome');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Chef Journey');
  await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Rome');

  // Your data (issue 17 §2): the download is the whole export, as a dated file.
  const recipe = await page.request.post('/api/recipes', {
    data: {
      title: 'Journey Soup',
      ingredients: [{ name: 'leeks', quantity: '2' }],
      steps: [{ instruction: 'Simmer.' }],
    },
  });
  expect(recipe.status()).toBe(201);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mise-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as unknown;
  expect(exported).toMatchObject({
    format: 'mise-export',
    version: 1,
    profile: { email: user.email, display_name: 'Chef Journey', time_zone: 'Europe/Rome' },
  });

  // Importing it back brings nothing twice; a file that is not an export is refused, with why.
  const fileInput = page.getByLabel('Mise export file to import');
  await fileInput.setInputFiles(await download.path());
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText(
    'Imported 0 recipes, 0 cookbooks, 0 meal plans and 0 diary entries. 1 item was already here.',
  );
  await fileInput.setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello":"world"}'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'not a Mise export' })).toHaveText(
    'This file is not a Mise export (download one from your profile page).',
  );

  // Deleting the account takes its e-mail typed out; then the member is signed out, at home.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${user.email} to confirm`).fill(user.email);
  await confirm.click();
  await expect(page.getByText('Your account and everything it held are deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
});
