import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { newUser, signUp } from './support/auth';

/**
 * Nutrition is never stale (issue 10 §3): an automatic estimate follows the ingredients when the
 * recipe is edited, and focus stays where the cook was through Auto-Calculate. At a phone's width
 * and a desktop's; one member signed up for the file.
 */
let signedIn: BrowserContextOptions['storageState'];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, newUser('s'));
  signedIn = await context.storageState();
  await context.close();
});

async function signedInPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    storageState: signedIn,
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
  return context.newPage();
}

/** The calories the recipe page shows, as a number. */
async function caloriesShown(page: Page): Promise<number> {
  const nutrition = page.getByRole('region', { name: 'Nutrition per serving' });
  const value = nutrition.getByRole('definition').first();
  await expect(nutrition.getByRole('term').first()).toHaveText('Calories');
  return Number((await value.textContent())?.replace(/[^\d.]/g, ''));
}

for (const width of [390, 1280]) {
  test(`removing an ingredient recalculates an automatic estimate (${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const page = await signedInPage(browser, width);
    const title = `Aglio e olio ${width}`;
    await page.goto('/recipes/create');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Garlic, oil and pasta.');
    const quickAdd = page.getByLabel('Quick add', { exact: true });
    for (const line of ['400 g spaghetti', '4 tbsp olive oil']) {
      await quickAdd.fill(line);
      await quickAdd.press('Enter');
    }

    // --- Auto-Calculate: focus stays on the button while it works and after; the header follows.
    const panel = page.getByRole('region', { name: 'Nutritional Information' });
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(panel.getByText('No nutritional information added yet')).toBeVisible();
    const auto = panel.getByRole('button', { name: /Auto-Calculate|Calculating/ });
    await auto.focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByText('Nutritional information added')).toBeVisible();
    await expect(panel.getByRole('region', { name: 'How it was calculated' })).toBeVisible();
    await expect(auto).toBeFocused();
    await expect(panel.getByText('g = 1 g')).toHaveCount(0);
    const estimated = Number(await panel.getByLabel('Calories (kcal)').inputValue());
    // Label rounding: to 10 kcal above 50.
    expect(estimated % 10).toBe(0);
    await panel.getByRole('button', { name: 'Save Nutritional Info' }).click();

    await page.getByRole('button', { name: 'Create Recipe', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Per serving · estimated automatically')).toBeVisible();
    const before = await caloriesShown(page);
    expect(before).toBe(estimated);

    // Every value of the grid sits on one line with its unit.
    const values = page
      .getByRole('region', { name: 'Nutrition per serving' })
      .getByRole('definition');
    for (const value of await values.all()) {
      // The lines its text occupies (the box itself may stretch to a label's two lines).
      const lines = await value.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, await value.textContent()).toBe(1);
    }

    // --- Edit: remove the spaghetti, save; the recipe page shows the recalculated estimate.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Recipe' })).toBeVisible();
    await page.getByRole('button', { name: /^Remove .*spaghetti/ }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Per serving · estimated automatically')).toBeVisible();
    await expect.poll(() => caloriesShown(page)).toBeLessThan(before - 200);
    await page.context().close();
  });
}
