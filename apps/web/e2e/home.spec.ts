import { expect, test } from '@playwright/test';
import { newUser } from './support/auth';
import { signUpByApi } from './support/fixtures';

/**
 * Issue 16 §2: the finished home page. A guest sees the starter recipes with their drawn pictures
 * (served as WebP from this server, none a placeholder) and the Weekly Meal Plans section; a member
 * logs to their diary and sees Today's Meals count it.
 */

test('a guest sees the starter pictures and the meal plans section, and no member cards', async ({
  page,
}) => {
  // A new install draws its pictures in the background in its first seconds: wait for them.
  const listed = (await (await page.request.get('/api/recipes/trending?limit=6')).json()) as {
    items: { image_url: string | null }[];
  };
  for (const { image_url } of listed.items)
    await expect.poll(async () => (await page.request.get(image_url!)).status()).toBe(200);

  await page.goto('/');
  const trending = page.getByRole('region', { name: 'Trending Recipes' });
  const pictures = trending.locator('img');
  await expect(pictures.first()).toBeVisible();
  const count = await pictures.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const picture = pictures.nth(i);
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute('src', /^\/uploads\/images\/0{13}-[a-z2-7]{16}\.webp$/);
    // Loaded, not broken: a broken picture would have been swapped for the placeholder.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  const src = await pictures.first().getAttribute('src');
  const response = await page.request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');

  const plans = page.getByRole('region', { name: 'Weekly Meal Plans' });
  await expect(
    plans.getByText('No meal plans found.').or(plans.getByRole('link').first()),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: "Today's Meals" })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("a member logs to the diary and sees Today's Meals count it; a public plan shows", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signUpByApi(context.request, newUser('h'));
  const page = await context.newPage();
  const { date: today } = (await (await context.request.get('/api/diary')).json()) as {
    date: string;
  };
  const log = (meal_type: string, food_name: string) =>
    context.request.post('/api/diary', {
      data: {
        date: today,
        meal_type,
        food_name,
        calories: 300,
        protein: 10,
        carbohydrates: 40,
        fat: 8,
        sugar: 5,
      },
    });
  expect((await log('lunch', 'Journey soup')).status()).toBe(201);
  // A public plan of the member's, so the popular list has one to show.
  const plan = await context.request.post('/api/meal-plans', {
    data: { title: 'Journey week', description: 'Seven easy dinners.', is_public: true },
  });
  expect(plan.status()).toBe(201);

  await page.goto('/');
  const meals = page.getByRole('region', { name: "Today's Meals" });
  await expect(meals.getByTestId('meal-count-lunch')).toHaveText('1 item');
  await expect(meals.getByTestId('meal-count-breakfast')).toHaveText('No items');

  // Logged elsewhere (another tab): the page's next load counts it.
  expect((await log('lunch', 'Journey bread')).status()).toBe(201);
  expect((await log('breakfast', 'Journey oats')).status()).toBe(201);
  await page.reload();
  await expect(meals.getByTestId('meal-count-lunch')).toHaveText('2 items');
  await expect(meals.getByTestId('meal-count-breakfast')).toHaveText('1 item');
  await meals.getByRole('link', { name: 'Open Food Diary' }).click();
  await expect(page).toHaveURL(/\/food-diary$/);
  await expect(
    page.getByRole('list', { name: 'Lunch entries' }).getByText('Journey soup', { exact: true }),
  ).toBeVisible();

  await page.goto('/');
  const plans = page.getByRole('region', { name: 'Weekly Meal Plans' });
  await expect(plans.getByRole('link', { name: 'Journey week' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'For Your Goals' })).toBeVisible();
  await context.close();
});
