import { accountMessages } from '@mise/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import { YourData } from './your-data';

/** Issue 17 §2: the profile page's "Your data" section, against the server's answers. */

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const result = {
  recipes: { imported: 3, skipped: 0 },
  cookbooks: { imported: 1, skipped: 0 },
  meal_plans: { imported: 1, skipped: 1 },
  diary: { imported: 2, skipped: 0 },
};

function renderSection() {
  return renderWithRouter(<YourData email={memberMe.user.email} />, {
    me: memberMe,
    path: '/profile',
  });
}

let fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
// jsdom has no object URLs; the download test lends some, and they are taken back after it.
const objectUrls = Object.getOwnPropertyDescriptors(URL);
afterEach(() => {
  Object.defineProperties(URL, {
    createObjectURL: objectUrls.createObjectURL ?? {
      value: undefined,
      configurable: true,
      writable: true,
    },
    revokeObjectURL: objectUrls.revokeObjectURL ?? {
      value: undefined,
      configurable: true,
      writable: true,
    },
  });
  toastStore.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const sent = (call: number) => {
  const [url, init] = fetchMock.mock.calls[call]!;
  return {
    url: url instanceof Request ? url.url : url.toString(),
    method: init?.method,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
};

describe('Your data on /profile', () => {
  it('downloads the export as a dated JSON file', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json({ format: 'mise-export', version: 1, recipes: [] }));
    const created = vi.fn((_blob: Blob) => 'blob:mise-export');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderSection();

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText('Your data was downloaded.')).toHaveAttribute('role', 'status');
    expect(sent(0).url).toContain('/api/me/export');
    expect(clicked).toEqual([expect.stringMatching(/^mise-export-\d{4}-\d{2}-\d{2}\.json$/)]);
    const saved = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(created.mock.calls[0]![0]);
    });
    expect(JSON.parse(saved)).toMatchObject({
      format: 'mise-export',
    });
  });

  it('imports a chosen file and says what came in; a file that is not JSON never leaves', async () => {
    // A file of any type can be chosen ("All files" in the picker); the page must still refuse it.
    const user = userEvent.setup({ applyAccept: false });
    fetchMock.mockResolvedValue(json(result));
    renderSection();
    const input = screen.getByLabelText('Mise export file to import');

    await user.upload(input, new File(['not json at all'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.notAnExport);
    expect(fetchMock).not.toHaveBeenCalled();

    const doc = { format: 'mise-export', version: 1, recipes: [] };
    await user.upload(
      input,
      new File([JSON.stringify(doc)], 'mise-export.json', { type: 'application/json' }),
    );
    expect(
      await screen.findByText(
        'Imported 3 recipes, 1 cookbook, 1 meal plan and 2 diary entries. 1 item was already here.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(sent(0)).toMatchObject({ method: 'POST', body: doc });
    expect(sent(0).url).toContain('/api/me/import');
  });

  it('shows the server’s refusal of a file that is not a Mise export', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      json({ error: { code: 'VALIDATION_FAILED', message: accountMessages.notAnExport } }, 400),
    );
    renderSection();
    await user.upload(
      screen.getByLabelText('Mise export file to import'),
      new File(['{"hello":"world"}'], 'other.json', { type: 'application/json' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.notAnExport);
  });

  it('deletes the account only once its e-mail is typed, then leaves for the home page', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    localStorage.setItem('mise.cooking.active', 'r-1');
    renderSection();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    const field = within(dialog).getByLabelText(`Type ${memberMe.user.email} to confirm`);
    await user.type(field, 'someone@example.com');
    expect(confirm).toBeDisabled();
    await user.clear(field);
    await user.type(field, memberMe.user.email.toUpperCase());
    expect(confirm).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(confirm);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(sent(0)).toMatchObject({
      method: 'DELETE',
      body: { email: memberMe.user.email.toUpperCase() },
    });
    expect(localStorage.getItem('mise.cooking.active')).toBeNull();
  });

  it('keeps the dialog open with the server’s message when the deletion is refused', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      json({ error: { code: 'VALIDATION_FAILED', message: accountMessages.emailMismatch } }, 400),
    );
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), `${memberMe.user.email}{Enter}`);
    expect(await within(dialog).findByText(accountMessages.emailMismatch)).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });
});
