import { expect, test, type Page } from '@playwright/test';

/**
 * Decision 0032: a guest's public page comes from the server with its first screen written in
 * (core's web-first-screen.ts) — its largest picture in the HTML, painted before any script runs —
 * and with the answers it was made from, which the app takes instead of asking again. These journeys
 * hold the server's markup to the app's: with the app's script held back the first screen shows, and
 * when the app takes over its title and picture stand in the same places, to the pixel, on a phone
 * and on a desktop.
 */

const viewports = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

type Box = { x: number; y: number; width: number; height: number };

/** Where the page's h1, its first picture and what follows it (`next`) stand. */
async function layoutOf(page: Page, next: string) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    expect(found, selector).not.toBeNull();
    return found!;
  };
  return { h1: await box('h1'), picture: await box('img'), next: await box(next) };
}

function expectSamePlace(before: Box, after: Box, what: string) {
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(before[key] - after[key]), `${what}.${key}`).toBeLessThanOrEqual(1);
}

async function firstRecipePath(page: Page) {
  const list = (await (await page.request.get('/api/recipes?limit=20')).json()) as {
    items: { id: string; image_url: string | null }[];
  };
  // A new install draws its pictures in its first seconds: wait for the first screen's.
  for (const { image_url } of list.items.slice(0, 6))
    await expect.poll(async () => (await page.request.get(image_url!)).status()).toBe(200);
  return `/recipes/${list.items[0]!.id}`;
}

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const target of ['/', '/recipes', 'a recipe'] as const) {
      test(`${target}: the first screen comes with the page and the app draws it in the same place`, async ({
        page,
      }) => {
        const path = target === 'a recipe' ? await firstRecipePath(page) : target;
        if (target !== 'a recipe') await firstRecipePath(page);
        const firstAnswer =
          target === '/'
            ? '/api/inspiration/random'
            : target === '/recipes'
              ? '/api/recipes?limit=20'
              : `/api${path}`;
        const asked: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          asked.push(url.pathname + url.search);
        });
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
          await held;
          await route.continue();
        });

        await page.goto(path, { waitUntil: 'commit' });
        // The server's first screen, the app not yet running: the picture is there and loaded.
        const picture = page.locator('#shell-page img').first();
        await expect(picture).toBeVisible();
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        await expect(page.locator('footer')).toHaveCount(0);
        // Under the picture: the card's heading, or the recipe's description.
        const next = target === 'a recipe' ? 'img ~ p' : 'img ~ div :is(h2, h3)';
        const shell = await layoutOf(page, next);

        release();
        // The app's own page: its footer, no shell left, and its h1 and picture where they were.
        await expect(page.locator('footer')).toBeVisible();
        await expect(page.locator('#shell-page')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        const app = await layoutOf(page, next);
        expectSamePlace(shell.h1, app.h1, 'h1');
        expectSamePlace(shell.picture, app.picture, 'first picture');
        expectSamePlace(shell.next, app.next, next);
        // The app took the answer that came with the page instead of asking for it again.
        expect(asked).not.toContain(firstAnswer);
      });
    }
  });
}

test('a member gets the plain shell: the first screen is a guest’s', async ({ page }) => {
  const response = await page.request.get('/recipes', {
    headers: { cookie: 'mise.session_token=not-a-real-session' },
  });
  const html = await response.text();
  expect(html).not.toContain('mise-first-answers');
  expect(html).not.toContain('Browse Recipes');
  const guest = await (await page.request.get('/recipes')).text();
  expect(guest).toContain('id="mise-first-answers"');
  expect(guest).toContain('Browse Recipes');
});
