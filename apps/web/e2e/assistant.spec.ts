import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { newUser } from './support/auth';
import { signUpByApi } from './support/fixtures';

/**
 * Issue 15 §2, on a phone (390 px): a member cooking a recipe presses Ask on a step, lands on the
 * cooking assistant with the recipe in hand shown as a chip, asks a question and sees the answer
 * stream in; the conversation is kept in the list. The free kitchen helper is chosen on the page,
 * so the journey holds whether or not the journeys' server has an AI provider. The member is new:
 * a member has one active cooking session, which the shared member's journeys would disturb.
 */
test('ask the assistant a question from cooking mode and see a streamed answer', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signUpByApi(context.request, newUser('ai'));
  const created = await context.request.post('/api/recipes', {
    data: {
      title: 'Journey Buttermilk Pancakes',
      servings: 4,
      ingredients: [
        { name: 'flour', quantity: '1 1/2', unit: 'cup' },
        { name: 'buttermilk', quantity: '2', unit: 'cup' },
      ],
      steps: [
        { instruction: 'Whisk the flour and buttermilk together.' },
        { instruction: 'Cook on a hot griddle for 3 minutes a side.' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const recipeId = ((await created.json()) as { id: string }).id;
  const page = await context.newPage();

  await page.goto(`/recipes/${recipeId}`);
  await page.getByRole('button', { name: 'Start Cooking' }).click();
  await expect(page).toHaveURL(new RegExp(`/cooking/${recipeId}$`));
  await page.getByRole('link', { name: 'Ask the assistant about step 1' }).click();
  await expect(page).toHaveURL(new RegExp(`/cooking-chat\\?recipe=${recipeId}&step=1&servings=4$`));
  await expect(
    page.getByText('Asking about: Journey Buttermilk Pancakes, step 1, 4 servings'),
  ).toBeVisible();

  await page.getByLabel('Use the free kitchen helper').check();
  const question = page.getByLabel('Your question');
  await question.fill('double it');
  await question.press('Enter');

  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('double it')).toBeVisible();
  // The doubled recipe: 1½ cups of flour become 3, 2 cups of buttermilk 4.
  const answer = conversation.locator('[data-role="assistant"]');
  await expect(answer).toContainText(/3 cups/);
  await expect(answer).toContainText(/4 cups/);
  await expect(question).toHaveValue('');

  // Kept: the conversation is in the list (the drawer, on a phone), titled by the question.
  await page.getByRole('button', { name: 'Conversations' }).click();
  const drawer = page.getByRole('dialog', { name: 'Conversations' });
  await expect(drawer.getByRole('button', { name: 'double it', exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await context.close();
});
