import { SHELL_HEADERS, shellHeaderHtml } from '@mise/core';

/*
 * The members' pages' headers in the shell (core's web-shell.ts). The server writes them into
 * index.html; a page the service worker opens from its stored shell gets them from here, as soon as
 * the parser has passed the shell. `shell-header.test.ts` holds the words to the pages'.
 */
export const shellHeaders = SHELL_HEADERS;

/** Puts the page's header into the shell (index.html's `#shell-page`) unless it is there already. */
export function paintShellHeader(pathname: string, doc: Document = document): boolean {
  const html = shellHeaderHtml(pathname);
  const slot = doc.getElementById('shell-page');
  if (!html || !slot || slot.querySelector('h1')) return false;
  // Core's own markup: fixed words, escaped there.
  slot.innerHTML = html;
  return true;
}
