import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { grantAdmin, newUser } from './support/auth';
import { signUpByApi } from './support/fixtures';

/**
 * Issue 15 §1, at 390 px: an admin opens a contest; a member enters a private recipe of theirs
 * (asked first, "Make it public and enter?"), finds it on /my-entries; another member votes for it;
 * the entrant sees the vote on /my-entries.
 */
test('enter a contest with your recipe, see it in /my-entries, another member votes', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const mobile = { viewport: { width: 390, height: 844 } };

  const adminContext = await browser.newContext();
  const admin = newUser('ca');
  await signUpByApi(adminContext.request, admin);
  await grantAdmin(admin.email);
  const hour = 3_600_000;
  const made = await adminContext.request.post('/api/contests', {
    data: {
      title: 'Journey Soup Contest',
      description: 'Your warmest bowl.',
      theme: 'Soup',
      rules: 'One public recipe each.',
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + 7 * 24 * hour).toISOString(),
    },
  });
  expect(made.status()).toBe(201);
  const contest = ((await made.json()) as { id: string }).id;

  // The entrant: a private recipe, entered only after saying yes to making it public.
  const entrantContext = await browser.newContext(mobile);
  await signUpByApi(entrantContext.request, newUser('ce'));
  const recipe = await entrantContext.request.post('/api/recipes', {
    data: {
      title: 'Journey Leek Soup',
      is_public: false,
      ingredients: [{ name: 'leeks', quantity: '3' }],
      steps: [{ instruction: 'Simmer.' }],
    },
  });
  expect(recipe.status()).toBe(201);
  const entrant = await entrantContext.newPage();
  await entrant.goto(`/contests/${contest}`);
  await expect(
    entrant.getByRole('heading', { level: 1, name: 'Journey Soup Contest' }),
  ).toBeVisible();
  await expect(entrant.getByText(/days? left/)).toBeVisible();
  await entrant.getByRole('button', { name: 'Enter Contest' }).click();
  const dialog = entrant.getByRole('dialog', { name: 'Enter contest' });
  await dialog.getByRole('radio', { name: /Journey Leek Soup/ }).check();
  await dialog.getByLabel('Note for voters').fill('My grandmother’s way.');
  await dialog.getByRole('button', { name: 'Enter recipe' }).click();
  const ask = entrant.getByRole('alertdialog', { name: 'Make it public and enter?' });
  await ask.getByRole('button', { name: 'Make public and enter' }).click();
  await expect(entrant.getByText('Your recipe is entered')).toBeVisible();
  const entry = entrant.getByRole('listitem', { name: /Journey Leek Soup by/ });
  await expect(entry.getByText('0 votes')).toBeVisible();
  await expect(entry.getByRole('button', { name: /Withdraw/ })).toBeVisible();
  expect(
    (await new AxeBuilder({ page: entrant }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations,
  ).toEqual([]);

  await entrant.goto('/my-entries');
  await expect(
    entrant.getByRole('heading', { level: 1, name: 'My Contest Entries' }),
  ).toBeVisible();
  const mine = entrant.getByRole('list', { name: 'Your entries' });
  await expect(mine.getByRole('heading', { name: 'Journey Leek Soup' })).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Journey Soup Contest' })).toBeVisible();
  await expect(mine.getByText('0 votes')).toBeVisible();

  // Another member votes for it.
  const voterContext = await browser.newContext(mobile);
  await signUpByApi(voterContext.request, newUser('cv'));
  const voter = await voterContext.newPage();
  await voter.goto('/contests');
  await voter.getByRole('link', { name: 'Journey Soup Contest' }).first().click();
  await expect(voter).toHaveURL(new RegExp(`/contests/${contest}$`));
  const theirs = voter.getByRole('listitem', { name: /Journey Leek Soup by/ });
  await theirs.getByRole('button', { name: /^Vote/ }).click();
  await expect(theirs.getByText('Your vote')).toBeVisible();
  await expect(theirs.getByText('1 vote', { exact: true })).toBeVisible();

  await entrant.reload();
  await expect(mine.getByText('1 vote', { exact: true })).toBeVisible();

  await Promise.all([adminContext.close(), entrantContext.close(), voterContext.close()]);
});
