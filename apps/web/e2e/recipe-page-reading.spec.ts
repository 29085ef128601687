import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newUser, signUp } from './support/auth';

/**
 * Issue 10: the recipe page reads like a cookbook at 390 px and 1280 px — no sideways scroll, step
 * text as wide as its row (never one word a line), a Private badge, no landmark nested in another,
 * no '0 min', and a servings scaler that refuses what it cannot use where the cook is typing.
 */
const LONG_STEP =
  'Whisk the eggs with the sugar until pale and thick, then fold in the flour in three goes ' +
  'so the batter stays light, and rest it for ten minutes before the pan goes on the heat.';
/** A word longer than a phone is wide (a pasted link) must wrap inside the step, not widen the page. */
const LINK_STEP =
  'Pipe the batter as shown at https://example.com/videos/piping-a-sponge-batter-evenly-into-rings';

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** How many lines the step's text takes, and how wide it is next to its list item. */
async function stepTextLayout(page: Page) {
  const step = page
    .getByRole('region', { name: 'Preparation Steps' })
    .getByRole('listitem')
    .first();
  return step.evaluate((item) => {
    const text = [...item.querySelectorAll('span')].find((s) =>
      s.textContent?.startsWith('Whisk'),
    )!;
    const lines = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size;
    return {
      lines,
      words: text.textContent.split(/\s+/).length,
      textWidth: text.parentElement!.getBoundingClientRect().width,
      itemWidth: item.getBoundingClientRect().width,
    };
  });
}

test('the recipe page reads well and the scaler refuses bad servings, at 390 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page, newUser('p'));
  const created = await page.request.post('/api/recipes', {
    data: {
      title: 'Layout Sponge',
      description: 'A light sponge.',
      servings: 3,
      prep_time: 0,
      cook_time: 0,
      total_cost: 10,
      cost_per_serving: 3.33,
      meal_type: 'other',
      is_public: false,
      ingredients: [
        { name: 'egg yolks', quantity: '4', unit: 'piece' },
        { name: 'garlic', quantity: '2', unit: 'clove' },
        { name: 'flour', quantity: '1 1/2', unit: 'cup' },
        { name: 'salt', unit: 'to taste' },
        { name: 'a handful of fresh basil leaves' },
      ],
      steps: [
        { instruction: LONG_STEP, time_required: 360 },
        { instruction: 'Bake.', time_required: null },
        { instruction: LINK_STEP, time_required: 0 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  for (const viewport of viewports) {
    await test.step(`${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(`/recipes/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Layout Sponge' })).toBeVisible();
      await expectNoSidewaysScroll(page);

      // The step's text fills its row: a few lines, not one word a line.
      const layout = await stepTextLayout(page);
      expect(layout.textWidth).toBeGreaterThan(layout.itemWidth * 0.6);
      expect(layout.lines).toBeLessThan(layout.words / 3);
      const steps = page.getByRole('region', { name: 'Preparation Steps' }).getByRole('listitem');
      await expect(steps.first()).toContainText('6 h');
      // An empty or zero time shows nothing.
      await expect(steps.nth(1)).toHaveText(/^2\s*Step 2: Bake\.$/);
      await expect(steps.nth(2)).toHaveText(`3Step 3: ${LINK_STEP}`);

      // How it reads: counted things without 'piece', plural units, to taste after the name.
      const lines = page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
      await expect(lines).toHaveText([
        /^4\s*egg yolks$/,
        /^2 cloves\s*garlic$/,
        /^1 1\/2 cups\s*flour$/,
        /^salt, to taste$/,
        /^a handful of fresh basil leaves$/,
      ]);
      await expect(page.getByText('Private', { exact: true })).toBeVisible();
      await expect(page.getByText('Other', { exact: true })).toHaveCount(0);
      await expect(page.getByText(/\b0 min\b/)).toHaveCount(0);
      await expect(page.getByText('Cost for 3 servings').locator('xpath=..')).toContainText(
        '$10.00',
      );

      // Every landmark at the top level (the facts box was an <aside> inside <main>).
      const { violations } = await new AxeBuilder({ page }).analyze();
      const landmarks = violations.filter((v) => /^(landmark|region)/.test(v.id)).map((v) => v.id);
      expect(landmarks).toEqual([]);

      // The scaler refuses what it cannot use, next to the field, keeping the text.
      const servings = page.getByLabel('Servings', { exact: true });
      for (const typed of ['abc', '0', '-1']) {
        await servings.fill(typed);
        await servings.blur();
        await expect(servings).toHaveValue(typed);
        await expect(servings).toHaveAttribute('aria-invalid', 'true');
        await expect(
          page.getByText(/Servings must be a whole number from 1 to 1000/),
        ).toBeVisible();
        await expect(lines.nth(2)).toHaveText(/^1 1\/2 cups\s*flour$/);
      }
      await expectNoSidewaysScroll(page);
      await servings.fill('6');
      await expect(servings).not.toHaveAttribute('aria-invalid');
      await expect(page.getByText(/Servings must be a whole number/)).toHaveCount(0);
      await expect(lines.nth(2)).toHaveText(/^3 cups\s*flour$/);
      await expect(lines.nth(0)).toHaveText(/^8\s*egg yolks$/);
      await expect(page.getByText('Cost for 6 servings').locator('xpath=..')).toContainText(
        '$20.00',
      );
    });
  }

  // The card on the browse list says Private too.
  await page.goto('/recipes?q=Layout%20Sponge');
  const card = page.getByRole('article').filter({ hasText: 'Layout Sponge' });
  await expect(card.first()).toContainText('Private');
});
