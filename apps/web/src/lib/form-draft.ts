/**
 * Unsaved form drafts in localStorage, one per form (issue 10 "work is never lost"): what the cook
 * typed survives a reload or a closed tab on this device. A draft records what it was made on top
 * of (`basis`, e.g. the recipe's `updated_at`): a draft of a version that has changed since is not
 * offered. Storage that is blocked or full loses the draft quietly — the form itself still works.
 *
 * Drafts are private (a private recipe's text, say) and the browser may be shared, so a draft is
 * its member's only: it records the member's id (`owner`) and is offered to that member alone;
 * sign-out clears them all (`clearAllDrafts`); and one left for longer than a week is dropped.
 * Every read also sweeps out the drafts no longer offered to anyone here (another member's, expired,
 * unreadable), so the edit draft of a recipe never opened again does not stay forever.
 */

const prefix = 'mise.draft.';

/** A draft this old (since its last change) is dropped, not offered. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface StoredDraft {
  /** 2 since drafts have an owner; a version-1 draft (no owner) is dropped. */
  v: 2;
  owner: string;
  basis: string;
  saved_at: string;
  values: unknown;
}

const isStoredDraft = (value: unknown): value is StoredDraft =>
  typeof value === 'object' &&
  value !== null &&
  (value as StoredDraft).v === 2 &&
  typeof (value as StoredDraft).owner === 'string' &&
  typeof (value as StoredDraft).basis === 'string' &&
  typeof (value as StoredDraft).saved_at === 'string' &&
  typeof (value as StoredDraft).values === 'object' &&
  (value as StoredDraft).values !== null;

/** The stored draft when `owner` may still have it, else null (and the caller removes it). */
function keptDraft(raw: string | null, owner: string, now: number): StoredDraft | null {
  if (!raw) return null;
  let draft: unknown;
  try {
    draft = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isStoredDraft(draft) || draft.owner !== owner) return null;
  const savedAt = Date.parse(draft.saved_at);
  if (!Number.isFinite(savedAt) || now - savedAt > DRAFT_MAX_AGE_MS) return null;
  return draft;
}

/** The keys of every draft in storage (copied first: removing while iterating shifts the indexes). */
function draftKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/**
 * `owner`'s draft of this form when there is one on this basis. Drafts that are not `owner`'s or
 * are older than `DRAFT_MAX_AGE_MS` are removed on the way, this form's and every other's.
 */
export function readDraft<T>(name: string, basis: string, owner: string): T | null {
  try {
    const now = Date.now();
    for (const key of draftKeys()) {
      if (!keptDraft(localStorage.getItem(key), owner, now)) localStorage.removeItem(key);
    }
    const draft = keptDraft(localStorage.getItem(prefix + name), owner, now);
    // A draft on another basis stays: the cached version may be the older one, briefly.
    if (!draft || draft.basis !== basis) return null;
    return draft.values as T;
  } catch {
    return null;
  }
}

export function writeDraft(name: string, basis: string, owner: string, values: unknown): void {
  const draft: StoredDraft = { v: 2, owner, basis, saved_at: new Date().toISOString(), values };
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

/** Every draft of every form: on sign-out, so the next person at this browser reads none of them. */
export function clearAllDrafts(): void {
  try {
    for (const key of draftKeys()) localStorage.removeItem(key);
  } catch {
    // Blocked: nothing was stored either.
  }
}
