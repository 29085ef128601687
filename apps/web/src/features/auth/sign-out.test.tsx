import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../components/ui/button';
import { toastStore } from '../../components/ui/toast-store';
import { readDraft, writeDraft } from '../../lib/form-draft';
import { memberMe, renderWithRouter } from '../../test-utils/render';
import { useSignOut } from './sign-out';

/** Issue 10 review: form drafts end with the session (the next person at this browser reads none). */

function SignOutButton() {
  const { signOut } = useSignOut();
  return <Button onClick={signOut}>Sign Out</Button>;
}

afterEach(() => {
  toastStore.clear();
  vi.restoreAllMocks();
});

describe('sign-out', () => {
  it("clears every form draft and all cooking data on this browser, and nothing else that isn't the member's", async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    writeDraft('recipe-create', '', memberMe.user.id, { title: 'Soup' });
    writeDraft('recipe-edit:r-1', 'b', memberMe.user.id, { title: 'My private recipe' });
    localStorage.setItem('mise.cooking.active', 'r-1');
    localStorage.setItem('mise.cooking.progress.r-1', '{"completed":[],"index":2}');
    localStorage.setItem('mise.cooking.timers', '[]');
    localStorage.setItem('mise.ideas.ingredients', '["eggs","feta"]');
    localStorage.setItem('mise.other', 'kept');
    renderWithRouter(<SignOutButton />, { me: memberMe, path: '/profile' });

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(Object.keys(localStorage).filter((key) => key.startsWith('mise.draft.'))).toEqual([]);
    expect(readDraft('recipe-create', '', memberMe.user.id)).toBeNull();
    // The recipe being cooked, its progress and timers go too.
    expect(Object.keys(localStorage).filter((key) => key.startsWith('mise.cooking.'))).toEqual([]);
    // What is in the member's kitchen (the ideas page's list) is theirs too.
    expect(localStorage.getItem('mise.ideas.ingredients')).toBeNull();
    expect(localStorage.getItem('mise.other')).toBe('kept');
  });
});
