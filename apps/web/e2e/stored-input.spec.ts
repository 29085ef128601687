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
