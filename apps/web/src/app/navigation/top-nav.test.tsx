import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { memberMe, renderWithRouter } from '../../test-utils/render';
import { isNewMember, rememberNewMember } from '../../features/auth/new-member';
import { TopNav } from './top-nav';

beforeEach(() => {
  // Any request a test did not expect fails loudly.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('unexpected fetch'));
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => toastStore.clear());
  sessionStorage.clear();
});

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('TopNav', () => {
  it('shows the logo and the three groups as collapsed disclosure buttons', () => {
    renderWithRouter(<TopNav />, { me: null });
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Mise' })).toHaveAttribute('href', '/');
    for (const label of ['Recipes', 'Meal Planning', 'My Journey']) {
      expect(within(nav).getByRole('button', { name: label })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    expect(within(nav).getByRole('link', { name: 'Create Recipe' })).toHaveAttribute(
      'href',
      '/recipes/create',
    );
  });

  it('opens a group to show its links, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TopNav />, { me: null });
    const journey = within(mainNav()).getByRole('button', { name: 'My Journey' });
    await user.click(journey);
    expect(journey).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(journey.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    const links = within(list!).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Progress', '/progress'],
      ['Achievements', '/achievements'],
      ['Contests', '/contests'],
      ['Credits', '/credits'],
      ['Cooking Assistant', '/cooking-chat'],
    ]);
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(journey).toHaveAttribute('aria-expanded', 'false');
    expect(journey).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Progress' })).not.toBeInTheDocument();
  });

  it('lists Recipes and Meal Planning links in spec order', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TopNav />, { me: null });
    const nav = mainNav();
    await user.click(within(nav).getByRole('button', { name: 'Recipes' }));
    expect(within(nav).getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
    expect(within(nav).getByRole('link', { name: 'Recipe Ideas' })).toHaveAttribute(
      'href',
      '/recipes/ideas',
    );
    expect(within(nav).getByRole('link', { name: 'Cookbooks' })).toHaveAttribute(
      'href',
      '/collections',
    );
    await user.click(within(nav).getByRole('button', { name: 'Meal Planning' }));
    expect(within(nav).queryByRole('link', { name: 'Browse Recipes' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Meal Plans' })).toHaveAttribute(
      'href',
      '/meal-plans',
    );
    expect(within(nav).getByRole('link', { name: 'Food Diary' })).toHaveAttribute(
      'href',
      '/food-diary',
    );
    expect(within(nav).getByRole('link', { name: 'Grocery List' })).toHaveAttribute(
      'href',
      '/grocery-list',
    );
  });

  it('offers Sign In to a guest, with the current page as the redirect', () => {
    renderWithRouter(<TopNav />, { me: null, path: '/recipes', initialEntry: '/recipes?q=soup' });
    expect(within(mainNav()).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Frecipes%3Fq%3Dsoup',
    );
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('shows Sign Out and an avatar with the first letter of the e-mail to a member', () => {
    renderWithRouter(<TopNav />, { me: memberMe });
    const nav = mainNav();
    const avatar = within(nav).getByRole('link', { name: 'Profile' });
    expect(avatar).toHaveAttribute('href', '/profile');
    expect(avatar).toHaveTextContent(/^Z$/);
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('signs out: posts to the server, forgets the user, toasts and goes home', async () => {
    const user = userEvent.setup();
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{}', { status: 200 }));
    const { queryClient } = renderWithRouter(<TopNav />, { me: memberMe, path: '/profile' });
    queryClient.setQueryData(['recipes', 'mine'], ['secret']);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/sign-out');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
    expect(queryClient.getQueryData(['me'])).toBeNull();
    expect(queryClient.getQueryData(['recipes', 'mine'])).toBeUndefined();
    expect(toastStore.getSnapshot().map((t) => t.message)).toContain('You have been signed out.');
  });
});

describe('mobile menu', () => {
  it('tells a guest to sign in, with a link to the login page that comes back here', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TopNav />, { me: null, path: '/recipes', initialEntry: '/recipes?q=soup' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Guest')).toBeInTheDocument();
    const signIn = within(dialog).getByRole('link', { name: 'Sign in for more features' });
    expect(signIn).toHaveAttribute('href', '/login?redirect=%2Frecipes%3Fq%3Dsoup');
    expect(within(dialog).queryByText('Welcome back!')).not.toBeInTheDocument();
    await user.click(signIn);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/login?redirect=%2Frecipes%3Fq%3Dsoup',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('welcomes someone who just signed up to Mise, and back on a later visit', async () => {
    const user = userEvent.setup();
    rememberNewMember(memberMe.user.id);
    const { unmount } = renderWithRouter(<TopNav />, { me: memberMe });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    let dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByText('Welcome to Mise!')).toBeInTheDocument();
    expect(within(dialog).queryByText('Welcome back!')).not.toBeInTheDocument();
    unmount();

    // A later visit (a new tab: nothing remembered).
    sessionStorage.clear();
    renderWithRouter(<TopNav />, { me: memberMe });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByText('Welcome back!')).toBeInTheDocument();
    expect(within(dialog).queryByText('Welcome to Mise!')).not.toBeInTheDocument();
  });

  it('forgets the newcomer on sign-out', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    rememberNewMember(memberMe.user.id);
    renderWithRouter(<TopNav />, { me: memberMe, path: '/profile' });
    await user.click(within(mainNav()).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(isNewMember(memberMe.user.id)).toBe(false);
  });

  it('welcomes a member by e-mail and lists the three groups', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TopNav />, { me: memberMe });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByText('zoe@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Welcome back!')).toBeInTheDocument();
    expect(within(dialog).queryByText('Guest')).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Recipes', 'Meal Planning', 'My Journey']);
    expect(within(dialog).getAllByRole('link')).toHaveLength(11);
    expect(
      within(dialog).getByRole('button', { name: 'Start Cooking Assistant' }),
    ).toBeInTheDocument();
  });

  it('traps focus, closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TopNav />, { me: null });
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within(dialog).getByRole('button', { name: 'Start Cooking Assistant' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Start Cooking Assistant goes to /cooking-chat and closes the menu', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TopNav />, { me: memberMe });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Start Cooking Assistant' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cooking-chat');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from the Close menu button', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TopNav />, { me: null });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
