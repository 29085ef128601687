import { expect, test } from '@playwright/test';
import { expectSignedOut, newUser, signInOnLoginPage, signUp } from './support/auth';

test('six wrong passwords for one account are met with the 429 message', async ({
  page,
  browser,
}) => {
  const user = newUser('r');
  const owner = await browser.newContext();
  await signUp(await owner.newPage(), user);
  await owner.close();

  await page.goto('/login');
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    // One attempt at a time: wait for the server's answer before typing the next password.
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname.startsWith('/api/auth/sign-in'),
    );
    await signInOnLoginPage(page, { email: user.email, password: `wrong-password-${attempt}` });
    statuses.push((await answered).status());
  }

  await expect(page.getByRole('alert'), `sign-in answers: ${statuses.join(', ')}`).toContainText(
    'Too many',
  );
  expect(statuses[0], 'the first wrong password is a plain refusal').toBe(401);
  await expectSignedOut(page);
});
