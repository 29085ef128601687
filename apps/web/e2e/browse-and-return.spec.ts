import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newUser, signUp } from './support/auth';

// Issue 10: browsing recipes on a phone and a desktop, coming back to the list, focus after a page
// change, toasts that keep out of the way, and the server's 404 for a page that does not exist.
const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

const firstCard = (page: Page) => page.getByRole('main').getByRole('article').first();
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/** Scrolls the page to `y` and waits until the app has seen the scroll (it records on a frame). */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return scrollY(page);
}

interface CoverWatch {
  /** Moments a toast was on screen. */
  withToast: number;
  /** Moments a toast covered the control while it had focus. */
  covered: number;
  stop: () => void;
}

/**
 * Watches whether a toast ever covers `control` while it has focus: on every frame (what the
 * browser is about to paint) and after every change to the toasts (a toast drawn where it should
 * not be, even if moved a frame later). Read it with `coverWatch`.
 */
const watchCover = (control: Locator) =>
  control.evaluate((element) => {
    const region = document.querySelector('section[aria-label="Notifications"]')!;
    const watch = { withToast: 0, covered: 0, stop: () => {} };
    const sample = () => {
      const toasts = [...region.querySelectorAll('li')];
      if (toasts.length === 0) return;
      watch.withToast++;
      if (document.activeElement !== element) return;
      const a = element.getBoundingClientRect();
      const covering = toasts.some((toast) => {
        const b = toast.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
      if (covering) watch.covered++;
    };
    let frame = 0;
    const everyFrame = () => {
      sample();
      frame = requestAnimationFrame(everyFrame);
    };
    frame = requestAnimationFrame(everyFrame);
    const observer = new MutationObserver(sample);
    observer.observe(region, { subtree: true, childList: true, attributes: true });
    watch.stop = () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
    (window as unknown as { coverWatch: CoverWatch }).coverWatch = watch;
  });

const coverWatch = (page: Page) =>
  page.evaluate(() => {
    const { withToast, covered } = (window as unknown as { coverWatch: CoverWatch }).coverWatch;
    return { withToast, covered };
  });

for (const { name, viewport } of widths) {
  test.describe(`on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the recipes show on the first screen; filters fold on a phone; axe is clean', async ({
      page,
    }) => {
      await page.goto('/recipes');
      await expect(firstCard(page)).toBeInViewport();
      const toggle = page.getByRole('button', { name: /^Filters/ });
      const cuisine = page.getByRole('combobox', { name: 'Cuisine' });
      if (viewport.width < 1024) {
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(cuisine).toBeHidden();
        expect(await seriousViolations(page)).toEqual([]);
        // By keyboard.
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await cuisine.selectOption('French');
        await expect(page).toHaveURL(/cuisine=French/);
        await expect(page.getByRole('button', { name: /^Filters\W+1 chosen$/ })).toBeVisible();
      } else {
        await expect(toggle).toHaveCount(0);
        await expect(cuisine).toBeVisible();
      }
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('Back returns to the same place in the list; Back to recipes keeps the search', async ({
      page,
    }) => {
      await page.goto('/recipes');
      await expect(firstCard(page)).toBeVisible();
      // The list grows as its cards and pictures lay out: wait until the page is tall enough, then
      // scroll to the middle of it (not near its end, whose last few pixels may still move).
      const scrollable = () =>
        page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      await expect.poll(scrollable).toBeGreaterThan(1200);
      const before = await scrollTo(page, Math.round((await scrollable()) / 2));
      expect(before).toBeGreaterThan(500);
      // A recipe in view at that position.
      const inView = page.getByRole('main').getByRole('article').filter({ visible: true });
      let link: Locator | undefined;
      for (const card of await inView.all()) {
        const box = await card.boundingBox();
        if (box && box.y > 0 && box.y < viewport.height - 100) {
          link = card.getByRole('link').first();
          break;
        }
      }
      if (!link) throw new Error('no recipe card in view');
      await link.click();
      await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('link', { name: 'Back to recipes' })).toBeVisible();

      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Browse Recipes' })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 40);
      expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(40);

      // A search (accents ignored), a recipe, and back by the page's own link.
      await page.goto('/recipes?q=gruyere');
      const soup = page.getByRole('link', { name: 'French Onion Soup with Gruyère Toasts' });
      await soup.click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'French Onion Soup with Gruyère Toasts' }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Back to recipes' }).click();
      await expect(page).toHaveURL(/\/recipes\?q=gruyere$/);
      await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('gruyere');
      await expect(soup).toBeVisible();
    });

    test('focus moves to the new page heading after a link, and stays while typing a search', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Mise' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused(); // first load
      await page.getByRole('main').getByRole('link', { name: 'Browse Recipes' }).click();
      const heading = page.getByRole('heading', { level: 1, name: 'Browse Recipes' });
      await expect(heading).toBeFocused();

      const search = page.getByRole('searchbox', { name: 'Search recipes' });
      await search.click();
      await search.pressSequentially('soup', { delay: 50 });
      await expect(page).toHaveURL(/\?q=soup$/);
      await expect(search).toBeFocused();
      await search.press('End');
      await search.pressSequentially(' x', { delay: 20 });
      await expect(search).toHaveValue('soup x');
    });
  });
}

test('the toaster never covers the control in use, at 390 and 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, newUser('t'));
  await page.goto('/profile');
  const save = page.getByRole('button', { name: 'Save Profile' });
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
  const displayName = page.getByLabel('Display name', { exact: true });

  for (const width of [390, 1280]) {
    // First a screen that ends just under Save (where a toaster at the bottom sat over it), then
    // a short screen (a phone on its side) with Save scrolled up just under the top bar, where
    // toasts at the top would sit over it.
    await page.setViewportSize({ width, height: 1000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const bottom = await save.evaluate((element) => element.getBoundingClientRect().bottom);
    await page.setViewportSize({ width, height: Math.ceil(bottom) + 4 });
    for (const placeAt of ['bottom', 'top'] as const) {
      await displayName.fill(`Cook ${width} ${placeAt}`);
      if (placeAt === 'top') {
        await page.setViewportSize({ width, height: 240 });
        // Instant: the page scrolls smoothly otherwise, and would still be on its way.
        const top = await save.evaluate((element) => {
          window.scrollBy({ top: element.getBoundingClientRect().top - 90, behavior: 'instant' });
          return element.getBoundingClientRect().top;
        });
        expect(top, 'Save where the toasts at the top sit (80 px and below)').toBeLessThan(120);
      }
      await watchCover(save);
      await save.focus();
      await page.keyboard.press('Enter');
      await expect(toasts.filter({ hasText: 'Profile saved' })).toBeVisible();
      // Past its slide-in (180 ms), a dozen frames and more with the toast on screen: not one over Save.
      await expect.poll(async () => (await coverWatch(page)).withToast).toBeGreaterThan(20);
      expect(await coverWatch(page), `${width} px, Save at the ${placeAt}`).toMatchObject({
        covered: 0,
      });
      await page.evaluate(() =>
        (window as unknown as { coverWatch: CoverWatch }).coverWatch.stop(),
      );
    }
  }
});

test('an unknown page answers 404 with the app; known pages and assets 200', async ({ page }) => {
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  for (const path of ['/', '/recipes', '/recipes/create', '/favicon.svg']) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
});
