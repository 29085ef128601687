import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './support/fixtures';
import { baseURL } from './support/env';

/** The update prompt's words (lib/pwa/update-banner.ts). */
const UPDATE_READY = 'A new version of Mise is ready';

/**
 * Issue 17 §1: Mise installs as an app and keeps working without a network. (a) Chromium finds the
 * manifest and the service worker valid, the worker controls the page, unknown paths still answer
 * 404 through it, and cooking mode, once visited, reloads and ticks steps offline. (b) In the shop without signal, a
 * member checks an item off and adds one; the page says they will sync, a reload (the tab closed)
 * keeps them, and back online the server has each exactly once. (c) An edit and deletes made offline
 * are sent from another page when the network returns, once, a line already gone being no error.
 * (d) A new version's worker waits, the page offers a reload, and Reload brings the page under it.
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
  const parsley = `offline parsley ${tag}`;
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
  // A line added offline, deleted, then the delete undone: back, waiting as an add (not "Failed").
  await form.getByRole('textbox', { name: /^Item/ }).fill(parsley);
  await form.getByRole('button', { name: 'Add to list' }).click();
  await page.getByRole('button', { name: `Delete ${parsley}` }).click();
  await expect(page.getByRole('checkbox', { name: parsley })).toBeHidden();
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(page.getByRole('checkbox', { name: parsley })).toBeVisible();
  await expect(page.getByText(/will sync 3 changes/)).toBeVisible();
  await expect(page.getByText('Failed to add', { exact: false })).toHaveCount(0);

  // The tab closed and opened again, still offline: the page and the changes are still here.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: lemons })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: basil })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: parsley })).toBeVisible();
  await expect(page.getByText(/will sync 3 changes/)).toBeVisible();

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
  expect(items.filter((item) => item.name === parsley)).toHaveLength(1);
  await expect(page.getByRole('checkbox', { name: basil })).toBeVisible();
});

test('grocery list offline: an edit and deletes wait, and are sent once from another page when the network returns', async ({
  memberPage: page,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const eggs = `offline eggs ${tag}`;
  const flour = `offline flour ${tag}`;
  const chard = `offline chard ${tag}`;
  const mint = `offline mint ${tag}`;
  const spearmint = `offline spearmint ${tag}`;
  const ids: Record<string, string> = {};
  for (const [name, amount] of [
    [eggs, 6],
    [flour, 1],
    [chard, 1],
  ] as const) {
    const made = await page.request.post('/api/grocery-list/items', { data: { name, amount } });
    expect(made.status()).toBe(201);
    ids[name] = ((await made.json()) as { id: string }).id;
  }
  const serverList = async () =>
    (
      (await (await page.request.get('/api/grocery-list')).json()) as {
        items: Array<{ id: string; name: string; amount: number | null; checked: boolean }>;
      }
    ).items.filter((item) => item.name.endsWith(tag));

  await page.goto('/grocery-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Grocery List' })).toBeVisible();
  await controlledByWorker(page);
  await expect(page.getByRole('checkbox', { name: eggs })).toBeVisible();

  await page.context().setOffline(true);
  // An edit: 12 eggs, not 6.
  await page.getByRole('button', { name: `Edit ${eggs}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${eggs}` });
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('12');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('main').getByRole('listitem').filter({ hasText: eggs }),
  ).toContainText('12');
  // Two deletes; the chard is also deleted on another phone meanwhile.
  await page.getByRole('button', { name: `Delete ${flour}` }).click();
  await page.getByRole('button', { name: `Delete ${chard}` }).click();
  expect((await page.request.delete(`/api/grocery-list/items/${ids[chard]}`)).status()).toBe(204);
  // An item added offline, then renamed before it was sent.
  const form = page.getByRole('form', { name: 'Add item' });
  await form.getByRole('textbox', { name: /^Item/ }).fill(mint);
  await form.getByRole('button', { name: 'Add to list' }).click();
  await page.getByRole('button', { name: `Edit ${mint}` }).click();
  const mintDialog = page.getByRole('dialog', { name: `Edit ${mint}` });
  await mintDialog.getByRole('textbox', { name: /^Item/ }).fill(spearmint);
  await mintDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('checkbox', { name: spearmint })).toBeVisible();
  await expect(
    page.getByText('Offline — will sync 4 changes when you are back online.'),
  ).toBeVisible();

  // The tab closed; the member opens the recipes, still offline: nothing has gone yet.
  await page.goto('/recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Recipes' })).toBeVisible();
  expect(await serverList()).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: eggs, amount: 6 })]),
  );

  // Back online on the recipes page: the outbox goes from here, in order, each once.
  await page.context().setOffline(false);
  await expect
    .poll(async () => (await serverList()).map((item) => `${item.name} ${item.amount}`).sort())
    .toEqual([`${eggs} 12`, `${spearmint} null`].sort());
  await expect(page).toHaveURL(/\/recipes$/);
  // The chard already gone is no error to show.
  await expect(page.getByText(/Failed to (delete|update|add)/)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('mise.grocery.offline-queue'))).toBeNull();

  await page.goto('/grocery-list');
  await expect(page.getByRole('checkbox', { name: spearmint })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: flour })).toHaveCount(0);
  await expect(page.getByText(/will sync/)).toHaveCount(0);
});

/**
 * A second way in to the journeys' server, on a port of its own (another origin, so another service
 * worker): every request goes through to the server as it is, except `/sw.js`, whose bytes end with
 * a few lines of this version's — a deploy of a new worker, without touching apps/web/dist (the
 * other journeys read it). Each version answers a page's "which version are you?" message.
 */
async function startDeployProxy() {
  const upstream = new URL(baseURL);
  let version = 1;
  const versionLines = (n: number) =>
    `\n;self.addEventListener('message', (event) => { if (event.data === 'mise-e2e:version?') event.source?.postMessage('mise-e2e:v${n}'); });\n`;
  const server = createServer((request, response) => {
    const isWorker = request.url === '/sw.js';
    const headers = { ...request.headers, host: upstream.host };
    if (isWorker) {
      // Whole bytes to append to, and never "not modified": the browser must compare them.
      headers['accept-encoding'] = 'identity';
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers,
      },
      (answer) => {
        if (!isWorker || answer.statusCode !== 200) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat([...chunks, Buffer.from(versionLines(version))]);
          const { etag: _etag, 'last-modified': _modified, ...kept } = answer.headers;
          response.writeHead(200, { ...kept, 'content-length': String(body.length) });
          response.end(body);
        });
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    deploy: (n: number) => {
      version = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The browser keeps its connections open: closed here, or close() would wait for them.
        server.closeAllConnections();
      }),
  };
}

/** The version of the worker controlling the page, as it says itself. */
const controllerVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const { serviceWorker } = navigator;
        const listen = (event: MessageEvent) => {
          if (typeof event.data !== 'string' || !event.data.startsWith('mise-e2e:v')) return;
          serviceWorker.removeEventListener('message', listen);
          resolve(event.data);
        };
        serviceWorker.addEventListener('message', listen);
        serviceWorker.controller?.postMessage('mise-e2e:version?');
      }),
  );

test('a new version: its worker waits, the page offers it, and Reload brings the page under it', async ({
  page,
}) => {
  const site = await startDeployProxy();
  try {
    await page.goto(`${site.origin}/recipes`);
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Recipes' })).toBeVisible();
    await controlledByWorker(page);
    expect(await controllerVersion(page)).toBe('mise-e2e:v1');
    await expect(page.getByText(UPDATE_READY)).toHaveCount(0);

    // A deploy: the next check for an update (a page load, or this) finds new bytes in /sw.js.
    site.deploy(2);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const banner = page.getByRole('status').filter({ hasText: UPDATE_READY });
    await expect(banner).toBeVisible();
    // The new worker installed and waits; the page is still the old one's.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting?.state ?? null, active: !!registration?.active };
      }),
    ).toEqual({ waiting: 'installed', active: true });
    expect(await controllerVersion(page)).toBe('mise-e2e:v1');

    await Promise.all([
      page.waitForEvent('framenavigated'),
      banner.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Recipes' })).toBeVisible();
    expect(await controllerVersion(page)).toBe('mise-e2e:v2');
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBeFalsy();
    await expect(page.getByText(UPDATE_READY)).toHaveCount(0);
  } finally {
    await site.close();
  }
});
