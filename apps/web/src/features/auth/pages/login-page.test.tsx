import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveAppFor } from '../../../lib/browser';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { isNewMember } from '../new-member';
import { LoginPage } from './login-page';

vi.mock('../../../lib/browser', () => ({ leaveAppFor: vi.fn() }));

type Route = (init: RequestInit | undefined) => Response;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fake same-origin server: one handler per path; anything else is a 404. */
function fakeServer(routes: Record<string, Route>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const handler = routes[path];
    return Promise.resolve(
      handler ? handler(init) : json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }),
    );
  });
}

const oidcOff: Route = () => json(200, { oidc: { enabled: false, display_name: '' } });
const signedOutSession: Route = () => json(200, { me: null });

function renderLogin(initialEntry = '/login') {
  return renderWithRouter(<LoginPage />, { path: '/login', initialEntry, me: null });
}

/** The error text an input points at through aria-describedby. */
function describedErrorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const toggleButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Sign in or create an account' })).getByRole('button', {
    name,
  });

/** The form's submit button, not the toggle button that shares its name. */
function submitButton(name: string): HTMLElement {
  const found = screen
    .getAllByRole('button', { name })
    .filter((b) => b.getAttribute('type') === 'submit');
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('LoginPage', () => {
  it('has one h1, the Sign In / Create Account toggle and labelled inputs', async () => {
    fakeServer({ '/api/auth-providers': oidcOff });
    renderLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const toggle = screen.getByRole('group', { name: 'Sign in or create an account' });
    expect(within(toggle).getByRole('button', { name: 'Sign In' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(toggle).getByRole('button', { name: 'Create Account' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(submitButton('Sign In').closest('form')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText(/Username/)).not.toBeInTheDocument();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('shows sign-in field errors under the inputs, tied with aria-invalid and aria-describedby', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeServer({ '/api/auth-providers': oidcOff });
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(submitButton('Sign In'));

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(describedErrorOf(email)).toBe('Please enter a valid email address');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(describedErrorOf(password)).toBe('Please enter your password');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/sign-in/email')).toBe(false);
  });

  it('shows sign-up rules for username and password', async () => {
    const user = userEvent.setup();
    fakeServer({ '/api/auth-providers': oidcOff });
    renderLogin();
    await user.click(toggleButton('Create Account'));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Username (optional)'), 'a!');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(submitButton('Create Account'));

    const username = screen.getByLabelText('Username (optional)');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(describedErrorOf(username)).toBe('Use 3 to 30 letters, digits or underscores');
    expect(describedErrorOf(screen.getByLabelText('Password'))).toBe(
      'Password must be at least 8 characters',
    );
    // The error takes the hint's place: each rule is said once, and the input points at the error only.
    expect(screen.getAllByText(/3 to 30 letters, digits or underscores/)).toHaveLength(1);
    expect(screen.getAllByText(/at least 8 characters/i)).toHaveLength(1);
    expect(username.getAttribute('aria-describedby')).toBe('sign-up-username-error');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('signs up with e-mail and password alone: Username is marked optional and not sent', async () => {
    const user = userEvent.setup();
    let sentBody: unknown;
    let signedUp = false;
    const newcomer = { ...memberMe, user: { id: 'u-new', email: 'new@example.com' } };
    fakeServer({
      '/api/auth-providers': oidcOff,
      '/api/auth/sign-up/email': (init) => {
        sentBody = JSON.parse(init?.body as string);
        signedUp = true;
        return json(200, { user: { id: 'u-new', email: 'new@example.com' } });
      },
      '/api/session': () => (signedUp ? json(200, { me: newcomer }) : signedOutSession(undefined)),
    });
    renderLogin('/login?redirect=%2Fprofile');
    await user.click(toggleButton('Create Account'));
    const username = screen.getByLabelText('Username (optional)');
    expect(username).not.toHaveAttribute('aria-required');
    expect(screen.getByText(/Leave it empty and we will pick one/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(submitButton('Create Account'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    expect(sentBody).toEqual({ email: 'new@example.com', password: 'long-enough-1' });
    // The menu will welcome this newcomer to Mise, not back.
    expect(isNewMember('u-new')).toBe(true);
    expect(isNewMember('someone-else')).toBe(false);
  });

  it.each([
    ['sign-in', 'Sign In'],
    ['sign-up', 'Create Account'],
  ])('%s: a Show password toggle, by mouse and by keyboard', async (_, mode) => {
    const user = userEvent.setup();
    fakeServer({ '/api/auth-providers': oidcOff });
    renderLogin();
    if (mode === 'Create Account') await user.click(toggleButton(mode));
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('type', 'button');

    await user.type(password, 'secret-words');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveValue('secret-words');

    // Next in tab order after the input; Space toggles it back.
    await user.click(password);
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the server message in an alert when sign-in is refused', async () => {
    const user = userEvent.setup();
    fakeServer({
      '/api/auth-providers': oidcOff,
      '/api/auth/sign-in/email': () =>
        json(401, { error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } }),
    });
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'cook@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(submitButton('Sign In'));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('puts a sign-up conflict next to the e-mail input', async () => {
    const user = userEvent.setup();
    let sentBody: unknown;
    fakeServer({
      '/api/auth-providers': oidcOff,
      '/api/auth/sign-up/email': (init) => {
        sentBody = JSON.parse(init?.body as string);
        return json(409, {
          error: {
            code: 'CONFLICT',
            message: 'An account with this email already exists',
            fields: { email: 'An account with this email already exists' },
          },
        });
      },
    });
    renderLogin();
    await user.click(toggleButton('Create Account'));
    await user.type(screen.getByLabelText('Email'), 'Taken@Example.com');
    await user.type(screen.getByLabelText('Username (optional)'), 'new_cook');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(submitButton('Create Account'));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(describedErrorOf(email)).toBe('An account with this email already exists');
    expect(sentBody).toEqual({
      email: 'taken@example.com',
      password: 'long-enough-1',
      username: 'new_cook',
      name: 'new_cook',
    });
    // Said once, next to the field, not twice.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs in and goes to the redirect target', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    fakeServer({
      '/api/auth-providers': oidcOff,
      '/api/auth/sign-in/email': () => {
        signedIn = true;
        return json(200, { user: { id: 'u-1' } });
      },
      '/api/session': () => (signedIn ? json(200, { me: memberMe }) : signedOutSession(undefined)),
    });
    renderLogin('/login?redirect=%2Fmeal-plans%3Fweek%3D2');
    await user.type(screen.getByLabelText('Email'), 'zoe@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(submitButton('Sign In'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/meal-plans?week=2'),
    );
  });

  it('ignores an unsafe redirect after signing in', async () => {
    const user = userEvent.setup();
    fakeServer({
      '/api/auth-providers': oidcOff,
      '/api/auth/sign-in/email': () => json(200, {}),
      '/api/session': () => json(200, { me: memberMe }),
    });
    renderLogin('/login?redirect=%2F%2Fevil.com');
    await user.type(screen.getByLabelText('Email'), 'zoe@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(submitButton('Sign In'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('offers "Continue with {provider}" when OpenID Connect is enabled and starts it', async () => {
    const user = userEvent.setup();
    let sentBody: unknown;
    fakeServer({
      '/api/auth-providers': () =>
        json(200, { oidc: { enabled: true, display_name: 'Kitchen ID' } }),
      '/api/auth/sign-in/social': (init) => {
        sentBody = JSON.parse(init?.body as string);
        return json(200, { url: 'https://id.example/authorize?x=1', redirect: true });
      },
    });
    renderLogin('/login?redirect=%2Fprofile');
    const button = await screen.findByRole('button', { name: 'Continue with Kitchen ID' });
    await user.click(button);
    await waitFor(() =>
      expect(vi.mocked(leaveAppFor)).toHaveBeenCalledWith('https://id.example/authorize?x=1'),
    );
    // better-auth 1.7 serves generic OAuth providers through the core social sign-in endpoint.
    expect(sentBody).toMatchObject({
      provider: 'oidc',
      callbackURL: '/auth/callback?redirect=%2Fprofile',
    });
  });

  it('switches forms with the toggle and shows a single alert at a time', async () => {
    const user = userEvent.setup();
    fakeServer({
      '/api/auth-providers': () =>
        json(200, { oidc: { enabled: true, display_name: 'Kitchen ID' } }),
      '/api/auth/sign-in/email': () =>
        json(429, {
          error: { code: 'RATE_LIMITED', message: 'Too many failed sign-in attempts.' },
        }),
    });
    renderLogin();
    await screen.findByRole('button', { name: 'Continue with Kitchen ID' });
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    await user.type(screen.getByLabelText('Email'), 'cook@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(submitButton('Sign In'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-in attempts.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await user.click(toggleButton('Create Account'));
    expect(toggleButton('Create Account')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Username (optional)')).toBeInTheDocument();
    expect(submitButton('Create Account')).toBeInTheDocument();
    expect(
      screen
        .queryAllByRole('button', { name: 'Sign In' })
        .filter((b) => b.getAttribute('type') === 'submit'),
    ).toHaveLength(0);
  });
});
