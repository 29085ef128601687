import { expect, test } from '@playwright/test';

// The API docs page sets its own CSP (Swagger UI applies its styles by script); the app-wide
// security headers must not replace it, or the page loads unstyled with CSP errors.
test('the API docs render under their own CSP, with no policy violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("'unsafe-inline'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { name: /Mise API/ })).toBeVisible();
  await expect(page.getByText('/api/recipes', { exact: true }).first()).toBeVisible();
  expect(violations).toEqual([]);
});
