/**
 * Who signed up in this tab: the menu welcomes them "to Mise" rather than "back" (issue 10 §2).
 * Kept in sessionStorage under the new user's id, so it lasts while this tab is open and says
 * nothing about anyone else who signs in here; signing out forgets it, and a later visit is a
 * "welcome back". Storage may be refused (private modes); then everyone is welcomed back.
 */
const key = 'mise.new-member';

export function rememberNewMember(userId: string): void {
  try {
    sessionStorage.setItem(key, userId);
  } catch {
    // No storage: nothing to remember.
  }
}

export function isNewMember(userId: string): boolean {
  try {
    return sessionStorage.getItem(key) === userId;
  } catch {
    return false;
  }
}

export function forgetNewMember(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // No storage: nothing to forget.
  }
}
