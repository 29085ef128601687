import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Forms keep drafts and pages keep scroll positions in the browser's storage: one test's must not
  // be restored into the next (jsdom keeps storage for the whole file).
  localStorage.clear();
  sessionStorage.clear();
});
