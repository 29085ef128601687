import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, type Locator, type Page } from '@playwright/test';
import { e2eDataDir, repoRoot } from './env';

export interface TestUser {
  email: string;
  password: string;
  username: string;
}

/** A user nobody has signed up yet; `initial` picks the avatar's letter. */
export function newUser(initial = 'e'): TestUser {
  const id = randomBytes(5).toString('hex');
  return {
    email: `${initial}${id}@example.test`,
    password: `Pw-${randomBytes(6).toString('hex')}`,
    username: `${initial}_${id}`,
  };
}

export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });

/** The form's own submit button, not the toggle or the nav link that share its name. */
function submitButton(page: Page, name: string): Locator {
  return page.getByRole('button', { name, exact: true }).and(page.locator('[type="submit"]'));
}

/** On /login (possibly with ?redirect=), switch to sign-up and create the account. */
export async function signUpOnLoginPage(page: Page, user: TestUser): Promise<void> {
  // The toggle (a toggle button or a tab) is named like the sign-up form's submit button, which
  // only exists once the toggle is pressed: before that, this name is the toggle alone.
  await page
    .getByRole('button', { name: 'Create Account', exact: true })
    .or(page.getByRole('tab', { name: 'Create Account', exact: true }))
    .click();
  // Labelled "Username (optional)" since sign-up takes e-mail and password alone.
  await page.getByLabel(/^Username/).fill(user.username);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await submitButton(page, 'Create Account').click();
}

/** On /login (possibly with ?redirect=), sign in with e-mail and password. */
export async function signInOnLoginPage(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<void> {
  await expect(page.getByLabel(/^Username/)).toHaveCount(0);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await submitButton(page, 'Sign In').click();
}

export async function signUp(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await signUpOnLoginPage(page, user);
  await expectSignedIn(page, user.email);
}

/** Signed in: the avatar shows the e-mail's first letter and Sign Out is offered. */
export async function expectSignedIn(page: Page, email: string): Promise<void> {
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveText(
    email.charAt(0).toUpperCase(),
  );
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

export async function expectSignedOut(page: Page): Promise<void> {
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveCount(0);
}

const execFileAsync = promisify(execFile);

function cliEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: e2eDataDir };
  delete env.DATABASE_URL; // the journeys' server runs on the embedded database in DATA_DIR
  return env;
}

/** `npm run admin -- grant <email>`, from the repository root, against the journeys' server. */
export async function grantAdmin(email: string): Promise<string> {
  const { stdout, stderr } = await execFileAsync(
    'npm',
    ['run', '--silent', 'admin', '--', 'grant', email],
    {
      cwd: repoRoot,
      env: cliEnv(),
      timeout: 30_000,
    },
  ).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(
      `npm run admin -- grant ${email} failed: ${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
  });
  return `${stdout}${stderr}`;
}
