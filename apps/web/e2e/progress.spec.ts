import { progressMessages } from '@mise/core';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newUser } from './support/auth';
import { signUpByApi } from './support/fixtures';
import { test as memberTest } from './support/fixtures';

/**
 * Issue 14: progress on the web, against the real server. The server awards (the web never sends
 * XP); the web shows its news as toasts and its progress on the pages. Each journey that earns XP
 * signs up its own member, so the numbers are theirs alone.
 */

const recipe = (title: string) => ({
  title,
  description: 'A quick one to earn with.',
  servings: 1,
  prep_time: 0,
  // One planned minute: a cook counts from a quarter of it (15 s, core's judgeCook).
  cook_time: 1,
  ingredients: [{ name: 'bread', quantity: '1', unit: 'slice' }],
  steps: [{ instruction: 'Toast the bread.' }, { instruction: 'Eat it warm.' }],
});

async function newMember(browser: Browser, prefix: string): Promise<Page> {
  const context = await browser.newContext();
  await signUpByApi(context.request, newUser(prefix));
  return context.newPage();
}

async function createRecipe(page: Page, title: string): Promise<string> {
  const created = await page.request.post('/api/recipes', { data: recipe(title) });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('cook a recipe to Finish: the XP toast, then First Recipe achieved on My Achievements', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await newMember(browser, 'px');
  const recipeId = await createRecipe(page, 'Progress Toast');

  await page.goto(`/recipes/${recipeId}`);
  // The recipe's own award arrives as news on load.
  await expect(notifications(page).getByText('+50 XP: Recipe created')).toBeVisible();
  await page.getByRole('button', { name: 'Start Cooking' }).click();
  await expect(page).toHaveURL(new RegExp(`/cooking/${recipeId}$`));
  await page.getByRole('button', { name: 'Mark step done' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Mark step done' }).click();
  // The server times the cook itself: it counts from 15 s on.
  await page.waitForTimeout(16_000);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'Cooked it!' })).toBeVisible();
  await expect(page.getByText('Counted in your cooking journey.')).toBeVisible();
  await expect(notifications(page).getByText(/^\+(20|30) XP: Recipe cooked$/)).toBeVisible();

  await page.goto('/achievements');
  const first = page.getByRole('article', { name: /First Recipe/ });
  await expect(first).toContainText('Achieved on');
  await expect(first.getByText('New')).toBeVisible();
  // Looked at: the server now has it seen.
  await expect
    .poll(async () => {
      const progress = (await (await page.request.get('/api/me/progress')).json()) as {
        achievements: Array<{ id: string; seen: boolean }>;
      };
      return progress.achievements.find((a) => a.id === 'first_recipe')?.seen;
    })
    .toBe(true);
  await page.context().close();
});

test('enough awards bring the level-up toast and the new level on My Cooking Journey', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await newMember(browser, 'pl');
  // Two recipes of their own: 2 × 50 XP reaches level 2 (level 1 needs 100).
  await createRecipe(page, 'Level One');
  await createRecipe(page, 'Level Two');

  await page.goto('/progress');
  await expect(notifications(page).getByText(progressMessages.levelUp(2))).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { level: 2, name: /^Level [2-9]$/ })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /XP to level/ })).toBeVisible();
  // Told once: a reload does not toast it again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /^Level [2-9]$/ })).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(notifications(page).getByText(progressMessages.levelUp(2))).toHaveCount(0);
  await page.context().close();
});

memberTest(
  'the tester shows every toast and leaves the progress unchanged',
  async ({ memberPage: page }) => {
    const before = await (await page.request.get('/api/me/progress')).json();
    const writes: string[] = [];
    page.on('request', (request) => {
      // News from the member's other journeys may be marked seen; that changes no progress.
      const url = request.url();
      if (
        request.method() !== 'GET' &&
        url.includes('/api/') &&
        !url.endsWith('/api/me/progress/seen')
      )
        writes.push(url);
    });
    await page.goto('/test/achievements');
    await expect(page.getByText('Previews only: nothing is saved.')).toBeVisible();
    const toasts: Array<[string, string]> = [
      ['XP', progressMessages.xpEarned(30, 'Recipe cooked')],
      ['Level up', progressMessages.levelUp(3)],
      ['Badge', progressMessages.badgeUnlocked('Home Cook')],
      ['Achievement', progressMessages.achievementUnlocked('First Recipe')],
      ['Challenge', progressMessages.challengeCompleted('Daily Recipe', 50)],
      ['New challenges', progressMessages.newChallenges],
      ['Failed save', progressMessages.saveFailed],
    ];
    for (const [button, message] of toasts) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(notifications(page).getByText(message)).toBeVisible();
    }
    await expect(notifications(page).getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: 'Play the unlock' }).click();
    await expect(page.getByTestId('unlock-preview')).toContainText('First Recipe');

    expect(writes).toEqual([]);
    const after = await (await page.request.get('/api/me/progress')).json();
    expect(after).toEqual(before);
  },
);
