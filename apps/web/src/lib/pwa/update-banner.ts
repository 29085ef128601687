export const UPDATE_READY_MESSAGE = 'A new version of Mise is ready';

const BANNER_ID = 'mise-update-banner';

/**
 * "A new version of Mise is ready" with Reload, at the foot of the screen until the member reloads or
 * dismisses it. Unlike a toast it does not time out: an old version must not trap anyone who looked
 * away. Built from DOM nodes (it lives outside the React tree, the CSP forbids inline styles) and
 * announced politely (role=status).
 */
export function showUpdateBanner(reload: () => Promise<void> | void): HTMLElement {
  document.getElementById(BANNER_ID)?.remove();
  const banner = document.createElement('div');
  banner.id = BANNER_ID;
  banner.setAttribute('role', 'status');
  banner.className =
    'fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 shadow-lg print:hidden';
  const message = document.createElement('p');
  message.className = 'min-w-0 flex-1 text-sm font-medium';
  message.textContent = UPDATE_READY_MESSAGE;
  const reloadButton = document.createElement('button');
  reloadButton.type = 'button';
  reloadButton.className =
    'min-h-11 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';
  reloadButton.textContent = 'Reload';
  reloadButton.addEventListener('click', () => {
    reloadButton.disabled = true;
    void reload();
  });
  const later = document.createElement('button');
  later.type = 'button';
  later.className =
    'min-h-11 rounded-lg px-3 text-sm font-medium text-emerald-900 underline hover:bg-emerald-100';
  later.textContent = 'Later';
  later.addEventListener('click', () => banner.remove());
  banner.append(message, reloadButton, later);
  document.body.append(banner);
  return banner;
}
