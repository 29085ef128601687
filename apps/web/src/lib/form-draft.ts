/**
 * Unsaved form drafts in localStorage, one per form (issue 10 "work is never lost"): what the cook
 * typed survives a reload or a closed tab on this device. A draft records what it was made on top
 * of (`basis`, e.g. the recipe's `updated_at`): a draft of a version that has changed since is not
 * offered. Storage that is blocked or full loses the draft quietly — the form itself still works.
 */

const prefix = 'mise.draft.';

interface StoredDraft {
  v: 1;
  basis: string;
  saved_at: string;
  values: unknown;
}

const isStoredDraft = (value: unknown): value is StoredDraft =>
  typeof value === 'object' &&
  value !== null &&
  (value as StoredDraft).v === 1 &&
  typeof (value as StoredDraft).basis === 'string' &&
  typeof (value as StoredDraft).values === 'object' &&
  (value as StoredDraft).values !== null;

/** The draft's values when there is one for this form on this basis. */
export function readDraft<T>(name: string, basis: string): T | null {
  try {
    const raw = localStorage.getItem(prefix + name);
    if (!raw) return null;
    const draft: unknown = JSON.parse(raw);
    if (!isStoredDraft(draft) || draft.basis !== basis) return null;
    return draft.values as T;
  } catch {
    return null;
  }
}

export function writeDraft(name: string, basis: string, values: unknown): void {
  const draft: StoredDraft = { v: 1, basis, saved_at: new Date().toISOString(), values };
  try {
    localStorage.setItem(prefix + name, JSON.stringify(draft));
  } catch {
    // Blocked or full: nothing to keep the draft in.
  }
}

export function clearDraft(name: string): void {
  try {
    localStorage.removeItem(prefix + name);
  } catch {
    // Blocked: nothing was stored either.
  }
}
