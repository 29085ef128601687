import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newUser, signUp } from './support/auth';
import { test as memberTest } from './support/fixtures';

/**
 * Issue 10 §3 on the recipe create form, at a phone's and a laptop's width: work is never lost
 * (Enter in the title does not save; leaving a changed form asks first; a reload keeps a draft),
 * and the form never scrolls sideways. One member for the whole file.
 */

let storageState: string;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, newUser('f'));
  storageState = join(mkdtempSync(join(tmpdir(), 'mise-forms-')), 'state.json');
  await context.storageState({ path: storageState });
  await context.close();
});

async function openCreate(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    storageState,
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
  const page = await context.newPage();
  await page.goto('/recipes/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Recipe' })).toBeVisible();
  return page;
}

const titleInput = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });

for (const width of [390, 1280]) {
  test.describe(`the create form at ${width} px`, () => {
    test('Enter in the title does not save the recipe', async ({ browser }) => {
      const page = await openCreate(browser, width);
      let posted = false;
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/recipes')
          posted = true;
      });
      await titleInput(page).fill('Only a title');
      await titleInput(page).press('Enter');
      // The cook goes on writing: still here, nothing sent, the text kept.
      await page.getByLabel('Description', { exact: true }).fill('Written after pressing Enter.');
      await expect(titleInput(page)).toHaveValue('Only a title');
      await expect(page).toHaveURL((url) => url.pathname === '/recipes/create');
      expect(posted).toBe(false);
      await page.context().close();
    });

    test('leaving a changed form asks first, and a reload keeps the draft', async ({ browser }) => {
      const page = await openCreate(browser, width);
      const title = `Unsaved stew ${width}`;
      await titleInput(page).fill(title);

      // The logo is an in-app link: the form asks, Stay keeps the text.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Mise' })
        .click();
      const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Stay' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname === '/recipes/create');
      await expect(titleInput(page)).toHaveValue(title);

      // A reload: the browser asks (beforeunload); going ahead, the draft is restored.
      let asked = '';
      page.once('dialog', (question) => {
        asked = question.type();
        void question.accept();
      });
      await page.reload();
      expect(asked).toBe('beforeunload');
      await expect(page.getByText('Restored your unsaved draft.')).toBeVisible();
      await expect(titleInput(page)).toHaveValue(title);

      // Discard: the form is empty again and stays so after another reload.
      await page.getByRole('button', { name: 'Discard draft' }).click();
      await expect(titleInput(page)).toHaveValue('');
      await expect(titleInput(page)).toBeFocused();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Create Recipe' })).toBeVisible();
      await expect(titleInput(page)).toHaveValue('');
      await expect(page.getByText('Restored your unsaved draft.')).toHaveCount(0);
      await page.context().close();
    });

    test('no sideways scroll in any section of the form', async ({ browser }) => {
      const page = await openCreate(browser, width);
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);

      // Open every part that shows more: an ingredient, a step, the nutrition panel, the URL tab.
      await page.getByRole('button', { name: 'Add ingredient' }).click();
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('tomatoes');
      await page.getByRole('button', { name: 'Add step' }).click();
      await page
        .getByRole('textbox', { name: 'Instruction', exact: true })
        .fill('Simmer the tomatoes slowly with a pinch of salt until thick and glossy.');
      await page
        .getByRole('region', { name: 'Nutritional Information' })
        .getByRole('button', { name: 'Add' })
        .click();
      await page.getByRole('tab', { name: 'Image URL' }).click();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.context().close();
    });

    test('all four image tabs fit when search and generation are set up', async ({ browser }) => {
      const context = await browser.newContext({
        storageState,
        viewport: { width, height: 844 },
      });
      const page = await context.newPage();
      // This server has neither key; only its answer about them is changed, to lay out all four.
      await page.route('**/api/images/providers', (route) =>
        route.fulfill({ json: { stock: true, generate: true } }),
      );
      await page.goto('/recipes/create');
      const tabs = page.getByRole('tablist', { name: 'Image: choose how to add one' });
      await expect(tabs.getByRole('tab')).toHaveCount(4);
      await tabs.getByRole('tab', { name: 'Generate with AI' }).click();
      await expect(tabs.getByRole('tab', { name: 'Generate with AI' })).toBeInViewport();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await context.close();
    });
  });
}

/** How far the page reaches past the window's right edge (0 or less: no sideways scroll). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Tab lists (components/ui/tabs.tsx) that do not fit their own box. */
const overflowingTabLists = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="tablist"]')]
      .filter((list) => list.scrollWidth > list.clientWidth)
      .map((list) => list.getAttribute('aria-label')),
  );

for (const width of [390, 1280]) {
  memberTest(
    `the edit form at ${width} px: Recalculate leads to its nutrition panel; nothing scrolls sideways`,
    async ({ memberPage: page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      // Typed nutrition, then other ingredients: the server flags it outdated (recipes.service.ts).
      const created = await page.request.post('/api/recipes', {
        data: {
          title: `Slow-roasted tomato and white bean stew ${width}`,
          description: 'A weeknight stew.',
          ingredients: [
            { name: 'ripe plum tomatoes, halved lengthways', quantity: '800', unit: 'g' },
            { name: 'cannellini beans', quantity: '2', unit: 'can' },
          ],
          steps: [
            {
              instruction:
                'Roast the tomatoes cut side up with olive oil, garlic and thyme until soft and caramelised at the edges.',
              time_required: 40,
            },
          ],
          nutritional_info: { calories: 520, protein: 21 },
        },
      });
      expect(created.status()).toBe(201);
      const id = ((await created.json()) as { id: string }).id;
      const changed = await page.request.put(`/api/recipes/${id}/ingredients`, {
        data: {
          ingredients: [
            { name: 'ripe plum tomatoes, halved lengthways', quantity: '800', unit: 'g' },
            { name: 'butter beans', quantity: '2', unit: 'can' },
          ],
        },
      });
      expect(((await changed.json()) as { nutrition_outdated: boolean }).nutrition_outdated).toBe(
        true,
      );

      // The recipe page's Recalculate: the editor opens at its nutrition panel, Recalculate focused.
      await page.goto(`/recipes/${id}`);
      await page.getByRole('link', { name: 'Recalculate nutrition in the editor' }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname.endsWith('/edit') && url.hash === '#nutrition',
      );
      const panel = page.getByRole('region', { name: 'Nutritional Information' });
      const recalculate = panel.getByRole('button', { name: 'Recalculate' });
      await expect(recalculate).toBeFocused();
      await expect(recalculate).toBeInViewport();
      await expect(
        panel.getByRole('heading', { name: 'Nutritional Information' }),
      ).toBeInViewport();

      // Every part open: the first ingredient (selected by default), the nutrition panel, a step.
      await panel.getByRole('button', { name: 'Edit' }).click();
      await expect(panel.getByLabel('Calories (kcal)')).toHaveValue('520');
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
        'ripe plum tomatoes, halved lengthways',
      );
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await overflowingTabLists(page)).toEqual([]);

      await page.getByRole('tab', { name: /Preparation Steps/ }).click();
      await expect(page.getByRole('textbox', { name: 'Instruction', exact: true })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await overflowingTabLists(page)).toEqual([]);
    },
  );
}
