import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toastStore } from './components/ui/toast-store';

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
