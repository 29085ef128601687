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

/** Where the page's h1, its first picture or card (`first`) and what follows it (`next`) stand. */
async function layoutOf(page: Page, first: string, next: string) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    expect(found, selector).not.toBeNull();
    return found!;
  };
  return { h1: await box('h1'), first: await box(first), next: await box(next) };
}

function expectSamePlace(before: Box, after: Box, what: string) {
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(before[key] - after[key]), `${what}.${key}`).toBeLessThanOrEqual(1);
}

/** A starter recipe's page (it has a drawn picture), once that picture is ready. */
async function starterRecipePath(page: Page) {
  const found = (await (
    await page.request.get('/api/recipes?q=Classic%20Tiramisu&limit=20')
  ).json()) as { items: { id: string; image_url: string | null }[] };
  const starter = found.items.find((recipe) =>
    /^\/uploads\/images\/0{13}-/.test(recipe.image_url ?? ''),
  );
  expect(starter).toBeDefined();
  // A new install draws its pictures in its first seconds.
  await expect.poll(async () => (await page.request.get(starter!.image_url!)).status()).toBe(200);
  return `/recipes/${starter!.id}`;
}

/** Per page: what to compare after the h1 (other journeys' recipes may have no picture). */
const targets = {
  '/': { first: 'img', next: 'img ~ div h3' },
  '/recipes': { first: 'article', next: 'article h2' },
  'a recipe': { first: 'img', next: 'img ~ p' },
} as const;

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const target of Object.keys(targets) as Array<keyof typeof targets>) {
      test(`${target}: the first screen comes with the page and the app draws it in the same place`, async ({
        page,
      }) => {
        const path = target === 'a recipe' ? await starterRecipePath(page) : target;
        const { first, next } = targets[target];
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
        // The server's first screen, the app not yet running: its picture or card is there.
        const shown = page.locator(`#shell-page ${first}`).first();
        await expect(shown).toBeVisible();
        if (first === 'img')
          await expect
            .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
            .toBeGreaterThan(0);
        await expect(page.locator('footer')).toHaveCount(0);
        const shell = await layoutOf(page, first, next);

        release();
        // The app's own page: its footer, no shell left, and its h1 and picture where they were.
        await expect(page.locator('footer')).toBeVisible();
        await expect(page.locator('#shell-page')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        const app = await layoutOf(page, first, next);
        expectSamePlace(shell.h1, app.h1, 'h1');
        expectSamePlace(shell.first, app.first, first);
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
