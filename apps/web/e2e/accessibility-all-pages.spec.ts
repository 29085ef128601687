import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures';

/**
 * axe-core on every page the app has so far, as a guest (public pages) and as a member (all of
 * them, including a recipe of their own and its edit form): no serious or critical violation.
 */
const publicPages = ['/', '/login', '/recipes', '/recipes/{public}', '/no-such-page'];
const memberPages = [
  '/',
  '/recipes',
  '/recipes/{public}',
  '/recipes/{own}',
  '/recipes/{own}/edit',
  '/recipes/create',
  '/recipes/ideas',
  '/meal-plans',
  '/meal-plans/create',
  '/meal-plans/{plan}',
  '/meal-plans/{plan}/edit',
  '/food-diary',
  '/grocery-list',
  '/collections',
  '/collections/{cookbook}',
  '/contests',
  '/my-entries',
  '/profile',
  '/progress',
  '/achievements',
  '/user-progress',
  '/test/achievements',
  '/credits',
  '/cooking-chat',
  '/no-such-page',
];

async function expectNoSeriousViolations(page: Page, path: string) {
  // A toast sliding in (a progress award from the set-up's writes) is half transparent for a moment,
  // and axe would measure its contrast mid-fade; with reduced motion it is shown whole at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Wait for the page's own data to arrive (no spinner left), so axe sees the real content.
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  expect(serious, path).toEqual([]);
}

async function firstPublicRecipeId(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/recipes?limit=1')).json()) as {
    items: Array<{ id: string }>;
  };
  return list.items[0]!.id;
}

// Timeouts are per journey and generous: axe walks every page's whole DOM, up to ~6 s a page when this
// 2-core machine runs slow (the guest journey took 34 s against the default 30 s in one such spell).
test('every public page is accessible to a guest', async ({ page }) => {
  test.setTimeout(120_000);
  const publicId = await firstPublicRecipeId(page);
  for (const path of publicPages)
    await expectNoSeriousViolations(page, path.replace('{public}', publicId));
});

/** The member's pages in two halves: each a test of its own, so the two workers share them. */
const memberHalves = [memberPages.slice(0, 13), memberPages.slice(13)];

for (const [half, pages] of memberHalves.entries())
  test(`every page is accessible to a member (${half + 1} of 2)`, async ({ memberPage: page }) => {
    test.setTimeout(150_000);
    const publicId = await firstPublicRecipeId(page);
    const own = await page.request.post('/api/recipes', {
      data: {
        title: 'Axe Apple Crumble',
        description: 'Warm and crisp.',
        ingredients: [{ name: 'apples', quantity: '4', unit: 'piece' }],
        steps: [{ instruction: 'Bake until golden.', time_required: 35 }],
        nutritional_info: { calories: 320, protein: 3, carbohydrates: 52, fat: 12 },
      },
    });
    const ownId = ((await own.json()) as { id: string }).id;
    // Pages with something on them: a planned week, a cookbook, a grocery list with lines.
    const plan = await page.request.post('/api/meal-plans', {
      data: {
        title: 'Axe Week',
        total_budget: 20,
        recipes: [ownId, publicId],
        schedule: [{ recipe_id: ownId, day: 2, meal_type: 'dinner', servings: 2 }],
      },
    });
    const planId = ((await plan.json()) as { id: string }).id;
    const cookbook = await page.request.post('/api/collections', {
      data: { name: 'Axe Cookbook' },
    });
    const cookbookId = ((await cookbook.json()) as { id: string }).id;
    await page.request.put(`/api/collections/${cookbookId}/recipes/${ownId}`);
    await page.request.post('/api/grocery-list/from-recipes', {
      data: { recipes: [{ recipe_id: ownId, servings: 4 }] },
    });
    for (const path of pages) {
      await expectNoSeriousViolations(
        page,
        path
          .replace('{public}', publicId)
          .replace('{own}', ownId)
          .replace('{plan}', planId)
          .replace('{cookbook}', cookbookId),
      );
    }
  });
