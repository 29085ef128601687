import { expect, test, type Page } from './support/fixtures';

/**
 * Text a member types is shown as text: markup, scripts, event handlers and markdown links in a
 * recipe stay inert on every page that shows it, in a real browser.
 */
const hostile = {
  title: '<script>window.__pwned = "title"</script>Tart <b>Tatin</b>',
  description:
    '<img src=x onerror="window.__pwned = \'description\'"> [click me](javascript:window.__pwned=1) **bold**',
  ingredient: '<svg onload="window.__pwned = \'ingredient\'">apples</svg>',
  step: '<iframe src="javascript:window.__pwned = \'step\'"></iframe>Caramelise </script><script>window.__pwned="ld"</script>',
  tip: '"><img src=y onerror=alert(1)>',
};

async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  const main = page.locator('main');
  await expect(main.locator('img[src="x"], img[src="y"], iframe, svg[onload]')).toHaveCount(0);
  await expect(main.locator('a[href^="javascript:"]')).toHaveCount(0);
  // The only script in the page body is the JSON-LD data block, and it still parses.
  const scripts = await page
    .locator('body script')
    .evaluateAll((nodes) =>
      nodes.map((n) => ({ type: n.getAttribute('type'), text: n.textContent ?? '' })),
    );
  for (const script of scripts) expect(script.type).toBe('application/ld+json');
  for (const script of scripts) expect(() => JSON.parse(script.text) as unknown).not.toThrow();
}

test('recipe text with markup and scripts is shown as text, never run', async ({
  memberPage: page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.request.post('/api/recipes', {
    data: {
      title: hostile.title,
      description: hostile.description,
      is_public: true,
      ingredients: [{ name: hostile.ingredient, quantity: '2', unit: 'cup', notes: hostile.tip }],
      steps: [{ instruction: hostile.step, tips: hostile.tip }],
      equipment_needed: [hostile.tip],
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };

  await page.goto(`/recipes/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostile.title);
  await expect(page.getByText(hostile.step)).toBeVisible();
  await expect(page.getByText(hostile.ingredient)).toBeVisible();
  await expectInert(page);
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect((JSON.parse(ld ?? '{}') as { name?: string }).name).toBe(hostile.title);

  await page.goto('/recipes');
  await expect(page.getByText(hostile.title).first()).toBeVisible();
  await expectInert(page);

  await page.goto(`/recipes/${id}/edit`);
  await expect(page.getByLabel(/^Title/)).toHaveValue(hostile.title);
  await expectInert(page);

  await page.goto('/');
  await expectInert(page);
  expect(dialogs).toEqual([]);
});

test('text on the diary, grocery list, meal plan, cookbook and profile pages stays inert', async ({
  memberPage: page,
}) => {
  test.setTimeout(60_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const created = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data });
    expect(response.status(), path).toBe(201);
    return (await response.json()) as { id: string };
  };
  const recipe = await created('/api/recipes', {
    title: hostile.title,
    description: hostile.description,
    ingredients: [{ name: hostile.ingredient, quantity: '1', unit: 'cup' }],
    steps: [{ instruction: hostile.step }],
  });
  // The member's own today, as the diary page opens on it.
  const week = (await (await page.request.get('/api/diary/summary')).json()) as {
    items: { date: string }[];
  };
  await created('/api/diary', {
    date: week.items.at(-1)!.date,
    meal_type: 'dinner',
    food_name: hostile.ingredient,
    notes: hostile.description,
    calories: 120,
  });
  await created('/api/grocery-list/items', { name: hostile.tip, amount: 1, unit: 'cup' });
  const plan = await created('/api/meal-plans', {
    title: hostile.title,
    description: hostile.description,
    target_group: hostile.tip,
    is_public: false,
    recipes: [recipe.id],
    schedule: [{ recipe_id: recipe.id, day: 1, meal_type: 'dinner', servings: 2 }],
  });
  const cookbook = await created('/api/collections', {
    name: 'Inert <img src=x onerror=alert(1)>',
    description: hostile.description,
    recipe_ids: [recipe.id],
  });
  // The worker's shared member: their own name is put back at the end.
  const me = (await (await page.request.get('/api/me')).json()) as {
    profile: { display_name: string };
  };
  const ownName = me.profile.display_name;
  expect(ownName).toBeTruthy();
  const rename = (name: string) =>
    page.request.patch('/api/me/profile', { data: { display_name: name } });
  expect((await rename('<img src=x onerror=alert(1)>')).status()).toBe(200);

  for (const [path, shown] of [
    ['/food-diary', hostile.ingredient],
    ['/grocery-list', hostile.tip],
    [`/meal-plans/${plan.id}`, hostile.title],
    ['/meal-plans', hostile.title],
    [`/collections/${cookbook.id}`, hostile.title],
    ['/collections', 'Inert <img src=x onerror=alert(1)>'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(shown).first(), path).toBeVisible();
    await expectInert(page);
  }
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: /display name/i })).toHaveValue(
    '<img src=x onerror=alert(1)>',
  );
  await expectInert(page);
  expect((await rename(ownName)).status()).toBe(200);
  expect(dialogs).toEqual([]);
});

test("a guest's first screen, written by the server (decision 0032), shows recipe text as text", async ({
  memberPage: page,
  browser,
}) => {
  const response = await page.request.post('/api/recipes', {
    data: { title: hostile.title, description: hostile.description, is_public: true },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  const dialogs: string[] = [];
  guestPage.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // The app's script held back: only what the server wrote is on the page.
  await guestPage.route(/\/assets\/app-[^/]+\.js$/, () => undefined);
  for (const path of [`/recipes/${id}`, '/recipes']) {
    await guestPage.goto(path, { waitUntil: 'domcontentloaded' });
    const shell = guestPage.locator('#shell-page');
    if (path !== '/recipes') {
      await expect(shell.getByRole('heading', { level: 1 })).toHaveText(hostile.title);
      await expect(shell.getByText(hostile.description)).toBeVisible();
    }
    expect(
      await guestPage.evaluate(() => (window as { __pwned?: unknown }).__pwned),
    ).toBeUndefined();
    await expect(
      guestPage.locator('img[src="x"], img[src="y"], iframe, svg[onload], b'),
    ).toHaveCount(0);
    // The page's only scripts: the app's own files and the answers, a JSON block that parses.
    const inline = await guestPage
      .locator('script:not([src])')
      .evaluateAll((nodes) =>
        nodes.map((n) => ({ type: n.getAttribute('type'), text: n.textContent ?? '' })),
      );
    expect(inline.map((script) => script.type)).toEqual(['application/json']);
    expect(() => JSON.parse(inline[0]!.text) as unknown).not.toThrow();
  }
  expect(dialogs).toEqual([]);
  await guest.close();
});
