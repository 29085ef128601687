import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toastStore } from './components/ui/toast-store';

// findBy… and waitFor give up after 1 s by default: a lazy page's first import (transformed on demand)
// took longer than that on the busy 2-core CI machine. They return as soon as the element is there, so
// a longer limit slows only a failing test. (A file may set its own with configure().)
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Forms keep drafts and pages keep scroll positions in the browser's storage: one test's must not
  // be restored into the next (jsdom keeps storage for the whole file).
  localStorage.clear();
  sessionStorage.clear();
  // Test files share modules (isolate: false): a toast one file left (a guard's, still within its
  // 5 s) must not show up in the next file's list.
  toastStore.clear();
});
