import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearMemberStorage } from '../member-storage';
import { API_CACHE } from './cache-names';
import { forgetApiAnswersOnSignOut } from './forget-on-sign-out';
import { showUpdateBanner, UPDATE_READY_MESSAGE } from './update-banner';

afterEach(() => document.body.replaceChildren());

describe('the service worker’s side of the page', () => {
  it('empties the cache of API answers when the member signs out, and only the API’s', () => {
    const deleted: string[] = [];
    const stop = forgetApiAnswersOnSignOut({
      delete: (name: string) => {
        deleted.push(name);
        return Promise.resolve(true);
      },
    });
    clearMemberStorage();
    expect(deleted).toEqual([API_CACHE]);
    stop();
    clearMemberStorage();
    expect(deleted).toHaveLength(1);
  });

  it('offers the new version until the member reloads or puts it off', async () => {
    let reloads = 0;
    showUpdateBanner(() => {
      reloads += 1;
    });
    // A second worker waiting replaces the banner rather than stacking another.
    showUpdateBanner(() => {
      reloads += 1;
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(UPDATE_READY_MESSAGE);
    const reload = screen.getByRole('button', { name: 'Reload' });
    await userEvent.click(reload);
    expect(reloads).toBe(1);
    expect(reload).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
