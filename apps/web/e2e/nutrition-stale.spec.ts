import AxeBuilder from '@axe-core/playwright';
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

/** Serious and critical axe findings on the page as it is now (an empty list passes). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
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
      expect(lines, (await value.textContent()) ?? '').toBe(1);
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

const outdatedNote = 'Ingredients changed since these values were entered.';

for (const width of [390, 1280]) {
  test(`typed nutrition is flagged when its ingredients change, and Recalculate replaces it (${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const page = await signedInPage(browser, width);
    // Made and changed through the API: the server flags it, whichever client changed it.
    const created = await page.request.post('/api/recipes', {
      data: {
        title: `Typed pasta ${width}`,
        description: 'Numbers copied from a packet.',
        ingredients: [
          { name: 'spaghetti', quantity: '400', unit: 'g' },
          { name: 'olive oil', quantity: '4', unit: 'tbsp' },
        ],
        nutritional_info: { calories: 861, protein: 27 },
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    const changed = await page.request.put(`/api/recipes/${id}/ingredients`, {
      data: { ingredients: [{ name: 'olive oil', quantity: '4', unit: 'tbsp' }] },
    });
    expect(((await changed.json()) as { nutrition_outdated: boolean }).nutrition_outdated).toBe(
      true,
    );

    await page.goto(`/recipes/${id}`);
    const facts = page.getByRole('region', { name: 'Nutrition per serving' });
    await expect(facts.getByText(outdatedNote)).toBeVisible();
    await expect(facts).not.toContainText('estimated automatically');
    expect(await seriousViolations(page)).toEqual([]);
    await facts.getByRole('link', { name: 'Recalculate nutrition in the editor' }).click();

    const panel = page.getByRole('region', { name: 'Nutritional Information' });
    await expect(panel.getByText(outdatedNote)).toBeVisible();
    await panel.getByRole('button', { name: 'Recalculate' }).click();
    const matches = panel.getByRole('region', { name: 'How it was calculated' });
    await expect(matches).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Auto-Calculate' })).toBeFocused();

    // Escape in the food search gives focus back to the button that opened it.
    const change = matches.getByRole('button', { name: /^Change food: .*olive oil/ });
    await change.click();
    await expect(matches.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(matches.getByRole('searchbox')).toHaveCount(0);
    await expect(change).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Save Nutritional Info' }).click();
    await expect(panel.getByText(outdatedNote)).toHaveCount(0);
    await expect(panel).toContainText('per serving · estimated automatically');

    await page.goto(`/recipes/${id}`);
    await expect(page.getByText('Per serving · estimated automatically')).toBeVisible();
    await expect(page.getByText(outdatedNote)).toHaveCount(0);
    expect(await caloriesShown(page)).toBeLessThan(400);
    await page.context().close();
  });
}
