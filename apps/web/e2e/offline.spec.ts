import { expect, test, type Page } from './support/fixtures';

/**
 * Issue 17 §1: Mise installs as an app and keeps working without a network. (a) Chromium finds the
 * manifest and the service worker valid, the worker controls the page, unknown paths still answer
 * 404 through it, and cooking mode, once visited, reloads and ticks steps offline. (b) In the shop without signal, a
 * member checks an item off and adds one; the page says they will sync, a reload (the tab closed)
 * keeps them, and back online the server has each exactly once.
 */
test.use({ serviceWorkers: 'allow' });

/** Resolves once the service worker is active (the app shell precached) and controls the page. */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The first page was opened before the worker existed: the next load is the worker's.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
    await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

test('installable, controlled by its service worker; cooking mode reloads and works offline', async ({
  memberPage: page,
}) => {
  await page.goto('/recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(manifestHref!)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ short_name: 'Mise', start_url: '/', display: 'standalone' });
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ])
    expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes, purpose }));
  for (const icon of manifest.icons)
    expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');

  await controlledByWorker(page);
  // Chromium's own verdict: nothing stops the install (manifest, icons, worker, secure origin).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  // Playwright's contexts are off the record, where Chromium never offers an install: that aside,
  // nothing is missing.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

  // Through the worker, a path with no page still answers 404.
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

  // Cooking mode, visited online, then the network gone: a reload opens it at the same step.
  const created = await page.request.post('/api/recipes', {
    data: {
      title: 'Offline Journey Soup',
      servings: 2,
      ingredients: [{ name: 'leeks', quantity: '2' }],
      steps: [{ instruction: 'Soften the leeks.' }, { instruction: 'Add water and simmer.' }],
    },
  });
  expect(created.status()).toBe(201);
  const recipeId = ((await created.json()) as { id: string }).id;
  await page.goto(`/recipes/${recipeId}`);
  await page.getByRole('button', { name: 'Start Cooking' }).click();
  await expect(page).toHaveURL(new RegExp(`/cooking/${recipeId}$`));
  await page.getByRole('button', { name: 'Mark step done' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('region', { name: /^Step 2 of 2/ })).toContainText('Add water');

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('region', { name: /^Step 2 of 2/ })).toContainText('Add water');
  await expect(page.getByText('1 / 2 steps done')).toBeVisible();
  await page.getByRole('button', { name: 'Mark step done' }).click();
  await expect(page.getByText('2 / 2 steps done')).toBeVisible();
  await page.context().setOffline(false);
});

test('grocery list offline: a check and an add wait, survive a reload, and reach the server once', async ({
  memberPage: page,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const lemons = `offline lemons ${tag}`;
  const basil = `offline basil ${tag}`;
  const made = await page.request.post('/api/grocery-list/items', { data: { name: lemons } });
  expect(made.status()).toBe(201);

  await page.goto('/grocery-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Grocery List' })).toBeVisible();
  await controlledByWorker(page);
  await expect(page.getByRole('checkbox', { name: lemons })).toBeVisible();

  await page.context().setOffline(true);
  await page.getByRole('checkbox', { name: lemons }).check();
  const form = page.getByRole('form', { name: 'Add item' });
  await form.getByRole('textbox', { name: /^Item/ }).fill(basil);
  await form.getByRole('button', { name: 'Add to list' }).click();
  await expect(
    page.getByText('Offline — will sync 2 changes when you are back online.'),
  ).toBeVisible();

  // The tab closed and opened again, still offline: the page and both changes are still here.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: lemons })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: basil })).toBeVisible();
  await expect(page.getByText(/will sync 2 changes/)).toBeVisible();

  await page.context().setOffline(false);
  // "Syncing…" while they are sent, then nothing: the queue is empty.
  await expect(page.getByText(/sync/i)).toBeHidden();
  const { items } = (await (await page.request.get('/api/grocery-list')).json()) as {
    items: Array<{ name: string; checked: boolean }>;
  };
  expect(items.filter((item) => item.name === lemons)).toEqual([
    expect.objectContaining({ checked: true }),
  ]);
  expect(items.filter((item) => item.name === basil)).toHaveLength(1);
  await expect(page.getByRole('checkbox', { name: basil })).toBeVisible();
});
