import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Each page is analysed once its own content is on screen, not while the app is still loading.
const pages = [
  {
    name: 'login',
    path: '/login',
    ready: (page: Page) => page.getByLabel('Email', { exact: true }),
  },
  {
    name: 'home',
    path: '/',
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Mise' }),
  },
  {
    name: 'not found',
    path: '/no-such-page',
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Page Not Found' }),
  },
];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

for (const { name, path, ready } of pages) {
  test(`axe finds no serious or critical violation on the ${name} page (${path})`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
