import { useLayoutEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { Me } from '@mise/core';
import { clearAllDrafts } from '../lib/form-draft';
import { forgetSession } from '../lib/session';
import { memberMe, renderWithRouter } from '../test-utils/render';
import { draftRestoredMessage, useFormGuard } from './use-form-guard';

/** Issue 10 review: the form guard's drafts are private to their member, and the notice is heard. */

const draftKey = 'mise.draft.note';
const otherMe: Me = {
  user: { id: 'u-2', email: 'ada@example.com' },
  profile: { id: 'u-2', username: 'ada', display_name: 'Ada', time_zone: 'UTC' },
  roles: [],
};

function NoteForm() {
  const form = useForm({ defaultValues: { title: '', body: '' } });
  const guard = useFormGuard({ form, draftName: 'note', firstField: 'title' });
  return (
    <form>
      {guard.restoredNotice}
      <label>
        Title
        <input {...form.register('title')} />
      </label>
      <label>
        Body
        <input {...form.register('body')} />
      </label>
      {guard.leaveDialog}
    </form>
  );
}

const render = (me: Me | null) => renderWithRouter(<NoteForm />, { path: '/notes', me });
const title = () => screen.getByLabelText('Title');
// The form's live region (the test router's location probe is an <output>, a status too).
const notice = () => document.querySelector('form [role="status"]');

async function leaveDraft(me: Me, text: string) {
  const user = userEvent.setup();
  const first = render(me);
  await user.type(title(), text);
  await waitFor(() => expect(localStorage.getItem(draftKey)).toContain(text));
  first.unmount();
}

describe('drafts belong to their member', () => {
  it('restores a draft for the member who wrote it', async () => {
    await leaveDraft(memberMe, 'Shopping');
    render(memberMe);
    expect(title()).toHaveValue('Shopping');
    expect(screen.getByText(draftRestoredMessage)).toBeInTheDocument();
  });

  it("does not show one member's draft to the next member at this browser, and drops it", async () => {
    await leaveDraft(memberMe, 'My private notes');
    render(otherMe);
    expect(title()).toHaveValue('');
    expect(screen.queryByText(draftRestoredMessage)).not.toBeInTheDocument();
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it('drops a draft older than a week instead of restoring it', async () => {
    await leaveDraft(memberMe, 'Old idea');
    const stored = JSON.parse(localStorage.getItem(draftKey)!) as { saved_at: string };
    stored.saved_at = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString();
    localStorage.setItem(draftKey, JSON.stringify(stored));

    render(memberMe);
    expect(title()).toHaveValue('');
    expect(screen.queryByText(draftRestoredMessage)).not.toBeInTheDocument();
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it('keeps no draft while nobody is signed in', async () => {
    const user = userEvent.setup();
    const { unmount } = render(null);
    await user.type(title(), 'Guest text');
    unmount(); // flushes a pending draft
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it('writes nothing after sign-out, not even the last keystrokes flushed on the way out', async () => {
    const user = userEvent.setup();
    const { unmount, queryClient } = render(memberMe);
    await user.type(title(), 'Typed just before signing out');
    // What sign-out does, while the draft of the last keystrokes still waits for its pause.
    act(() => forgetSession(queryClient));
    clearAllDrafts();
    unmount();
    expect(localStorage.getItem(draftKey)).toBeNull();
  });
});

describe('the restored-draft notice is announced', () => {
  it('is a live region in the page before the notice is put in it', async () => {
    await leaveDraft(memberMe, 'Shopping');
    // What the page holds at its first commit, before any effect has run.
    let statusAtMount: Element | null = null;
    let textAtMount: string | null = null;
    function FirstCommit() {
      useLayoutEffect(() => {
        statusAtMount = notice();
        textAtMount = statusAtMount?.textContent ?? null;
      }, []);
      return null;
    }
    renderWithRouter(
      <>
        <NoteForm />
        <FirstCommit />
      </>,
      { path: '/notes', me: memberMe },
    );
    expect(statusAtMount).not.toBeNull();
    expect(textAtMount).toBe('');
    // The same region then says it, with its Discard action.
    const status = notice();
    expect(status).toBe(statusAtMount);
    expect(status).toHaveTextContent(draftRestoredMessage);
    expect(screen.getByRole('button', { name: 'Discard draft' })).toBeInTheDocument();
  });

  it('empties the live region, not removes it, when the draft is discarded', async () => {
    const user = userEvent.setup();
    await leaveDraft(memberMe, 'Shopping');
    render(memberMe);
    const status = notice();
    expect(status).toHaveTextContent(draftRestoredMessage);
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(title()).toHaveValue('');
    expect(title()).toHaveFocus();
    expect(notice()).toBe(status);
    expect(status).toBeEmptyDOMElement();
    expect(localStorage.getItem(draftKey)).toBeNull();
  });
});
