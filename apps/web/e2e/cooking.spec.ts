import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { newUser } from './support/auth';
import { signUpByApi } from './support/fixtures';

/**
 * Issue 11: cooking mode end to end, on a phone (390 px). A member starts cooking from the recipe
 * page, ticks two steps, finds the mini panel on /recipes with "2 / 4" (also after a reload), expands
 * back to the same step, starts a timer that rings on a clock the test controls, is offered to
 * continue on a second device at the same step, and stops cooking. Each test signs up its own member:
 * a member has one active cooking session, which a shared member's other journeys would disturb.
 */

const phone = { width: 390, height: 844 };

const STEPS = [
  'Brown the beef in batches in a hot pot.',
  'Add the onions and simmer for 2 minutes, stirring.',
  'Pour in the stock and scrape the bottom of the pot.',
  'Season, cover and serve with bread.',
];

interface Cook {
  context: BrowserContext;
  page: Page;
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  recipeId: string;
}

/** A new member signed in to a phone-sized context, with a 4-step recipe of their own. */
async function newCook(browser: Browser): Promise<Cook> {
  const context = await browser.newContext({ viewport: phone });
  await signUpByApi(context.request, newUser('c'));
  const created = await context.request.post('/api/recipes', {
    data: {
      title: 'Journey Stew',
      description: 'A stew to cook along with.',
      servings: 4,
      prep_time: 10,
      cook_time: 20,
      ingredients: [
        { name: 'beef', quantity: '500', unit: 'g' },
        { name: 'onions', quantity: '2', unit: 'piece' },
        { name: 'beef stock', quantity: '1', unit: 'cup' },
      ],
      steps: STEPS.map((instruction) => ({ instruction })),
    },
  });
  expect(created.status()).toBe(201);
  const recipeId = ((await created.json()) as { id: string }).id;
  const storageState = await context.storageState();
  return { context, page: await context.newPage(), storageState, recipeId };
}

const stepHeading = (page: Page, n: number) =>
  page.getByText(new RegExp(`^Step ${n}\\s*of 4$`)).first();

test('cook from the recipe page, the mini panel across pages and a reload, a timer rings, stop', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page, recipeId } = await newCook(browser);
  // Timers run on a clock the test moves; until it is moved, it keeps real time.
  await page.clock.install();

  await page.goto(`/recipes/${recipeId}`);
  await page.getByRole('button', { name: 'Start Cooking' }).click();
  await expect(page).toHaveURL(new RegExp(`/cooking/${recipeId}$`));
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Step 1 of 4/ })).toContainText(STEPS[0]!);

  // Tick step 1, go on, tick step 2 (buttons; arrow keys and swipe are covered by component tests).
  await page.getByRole('button', { name: 'Mark step done' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 2)).toBeVisible();
  await page.getByRole('button', { name: 'Mark step done' }).click();
  await expect(page.getByText('2 / 4 steps done')).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(phone.width);

  // Leaving the cooking page (in the app, to the recipe, then its list): the mini panel follows.
  await page.getByRole('link', { name: 'Recipe', exact: true }).click();
  await page.getByRole('link', { name: 'Back to recipes' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  const panel = page.getByRole('region', { name: 'Cooking: Journey Stew' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('2 / 4 steps')).toBeVisible();

  // A reload keeps it (local data, restored at app start).
  await page.reload();
  await expect(panel).toBeVisible();
  await expect(panel.getByText('2 / 4 steps')).toBeVisible();

  // Expand: the full page, on the same step.
  await panel.getByRole('button', { name: 'Expand to full cooking mode' }).click();
  await expect(page).toHaveURL(new RegExp(`/cooking/${recipeId}\\?fromMiniMode=true$`));
  await expect(stepHeading(page, 2)).toBeVisible();
  await expect(panel).toHaveCount(0);

  // The time in step 2's text is a timer; two minutes later (on the test's clock) it rings.
  await page.getByRole('button', { name: /^Start 2 min timer/ }).click();
  await page.clock.fastForward('02:01');
  const alarm = page.getByRole('alertdialog');
  await expect(alarm).toBeVisible();
  await expect(alarm).toContainText('Timer done');
  await alarm.getByRole('button', { name: 'OK' }).click();
  await expect(alarm).toHaveCount(0);

  // Stop cooking: asked first, then the panel and its button are gone everywhere.
  await page.getByRole('button', { name: 'Stop cooking' }).click();
  await page
    .getByRole('alertdialog', { name: 'Stop cooking?' })
    .getByRole('button', { name: 'Stop cooking' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/recipes/${recipeId}$`));
  await page.goto('/recipes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: /cooking panel/ })).toHaveCount(0);
  await context.close();
});

test('a second device of the same member is offered to continue at the same step', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const first = await newCook(browser);
  await first.page.goto(`/recipes/${first.recipeId}`);
  await first.page.getByRole('button', { name: 'Start Cooking' }).click();
  await expect(stepHeading(first.page, 1)).toBeVisible();
  await first.page.getByRole('button', { name: 'Mark step done' }).click();
  await first.page.getByRole('button', { name: 'Next' }).click();
  await first.page.getByRole('button', { name: 'Mark step done' }).click();
  await first.page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(first.page, 3)).toBeVisible();
  // The progress reaches the server after a short pause.
  await expect
    .poll(async () => {
      const answer = await first.context.request.get('/api/cooking/sessions/current');
      return ((await answer.json()) as { session: { current_step_index: number } | null }).session
        ?.current_step_index;
    })
    .toBe(2);

  const second = await browser.newContext({ viewport: phone, storageState: first.storageState });
  const page = await second.newPage();
  await page.goto(`/recipes/${first.recipeId}`);
  const offer = page.getByRole('region', { name: 'Continue cooking' });
  await expect(offer).toContainText('step 3 of 4, 2 of 4 steps done');
  await offer.getByRole('button', { name: 'Continue at step 3' }).click();
  await expect(page).toHaveURL(new RegExp(`/cooking/${first.recipeId}$`));
  await expect(stepHeading(page, 3)).toBeVisible();
  await expect(page.getByText('2 / 4 steps done')).toBeVisible();

  // Finishing here finishes the one session: the first device has nothing left to finish.
  await page.getByRole('button', { name: 'Mark step done' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Mark step done' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: /Cooked it!/ })).toBeVisible();
  const cooks = await second.request.get(`/api/me/cooks?recipe_id=${first.recipeId}`);
  const list = (await cooks.json()) as { items: Array<{ status: string; counted: boolean }> };
  expect(list.items).toHaveLength(1);
  // Seconds after the start, against 30 planned minutes: too quick to count.
  expect(list.items[0]).toMatchObject({ status: 'finished', counted: false });
  await second.close();
  await first.context.close();
});

test('with the network off the cook goes on, and the finish reaches the server once when back', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { context, page, recipeId } = await newCook(browser);
  await page.goto(`/recipes/${recipeId}`);
  await page.getByRole('button', { name: 'Start Cooking' }).click();
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await context.request.get('/api/cooking/sessions/current');
      return ((await answer.json()) as { session: { recipe_id: string } | null }).session
        ?.recipe_id;
    })
    .toBe(recipeId);

  await context.setOffline(true);
  for (let step = 1; step <= STEPS.length; step += 1) {
    await expect(stepHeading(page, step)).toBeVisible();
    await page.getByRole('button', { name: 'Mark step done' }).click();
    if (step < STEPS.length) await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByText('4 / 4 steps done')).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText("We'll save this cook when you're back online.")).toBeVisible();

  await context.setOffline(false);
  await expect
    .poll(async () => {
      const answer = await context.request.get(`/api/me/cooks?recipe_id=${recipeId}`);
      return ((await answer.json()) as { items: Array<{ completed_step_ids: string[] }> }).items;
    })
    .toHaveLength(1);
  const cooks = await context.request.get(`/api/me/cooks?recipe_id=${recipeId}`);
  const [cook] = ((await cooks.json()) as { items: Array<{ completed_step_ids: string[] }> }).items;
  // The steps ticked offline reached the server before the finish.
  expect(cook?.completed_step_ids).toHaveLength(STEPS.length);
  // Nothing is left to send, and a second 'online' sends no second finish.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  expect(await page.evaluate(() => localStorage.getItem('mise.cooking.sync'))).toBeNull();
  const again = await context.request.get(`/api/me/cooks?recipe_id=${recipeId}`);
  expect(((await again.json()) as { items: unknown[] }).items).toHaveLength(1);
  await context.close();
});
