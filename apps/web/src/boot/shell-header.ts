import { SHELL_HEADERS } from '@mise/core';

/*
 * The members' pages' headers in the shell (core's web-shell.ts). The server writes them into
 * index.html; a page the service worker opens from its stored shell gets them from here, as soon as
 * the parser has passed the shell. `shell-header.test.ts` holds the words to the pages'.
 */
export const shellHeaders = SHELL_HEADERS;

/** Puts the page's header into the shell (index.html's `#shell-page`) when the page has one here. */
export function paintShellHeader(pathname: string, doc: Document = document): boolean {
  const header = shellHeaders[pathname];
  const slot = doc.getElementById('shell-page');
  if (!header || !slot || slot.querySelector('h1')) return false;
  const wrapper = doc.createElement('header');
  wrapper.className = 'mb-6 flex flex-wrap items-start justify-between gap-4';
  const box = doc.createElement('div');
  box.className = 'min-w-0';
  const title = doc.createElement('h1');
  title.className = 'text-3xl font-bold tracking-tight text-slate-900';
  title.textContent = header.title;
  const lead = doc.createElement('p');
  lead.className = 'mt-2 max-w-prose text-base text-slate-700';
  lead.textContent = header.description;
  box.append(title, lead);
  wrapper.append(box);
  slot.replaceChildren(wrapper);
  return true;
}
