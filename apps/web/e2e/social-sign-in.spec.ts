import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expectSignedIn } from './support/auth';
import { baseURL, oidc } from './support/env';

test(`social sign-in through a real OpenID Provider ("Continue with ${oidc.displayName}")`, async ({
  page,
}) => {
  // The fake provider's dev login turns whatever is typed into the account's e-mail claim.
  const email = `o${randomBytes(5).toString('hex')}@oidc.test`;
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  await page.goto('/login');
  await page.getByRole('button', { name: `Continue with ${oidc.displayName}` }).click();

  // The provider's own development login page, then its consent page.
  await expect(page).toHaveURL(
    (url) => url.origin !== baseURL && url.pathname.startsWith('/interaction/'),
  );
  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back through the server's OAuth callback and the app's /auth/callback, signed in.
  await expectSignedIn(page, email);
  expect(new URL(page.url()).origin).toBe(baseURL);
  expect(
    visited
      .map((url) => new URL(url))
      .some((url) => url.origin === baseURL && url.pathname === '/auth/callback'),
    `visited: ${visited.join(' → ')}`,
  ).toBe(true);
});
