/**
 * "Your data"'s words and limits, apart from its zod contract (contract.ts): the profile page shows
 * them without loading zod.
 */
export const MISE_EXPORT_FORMAT = 'mise-export';
export const MISE_EXPORT_VERSION = 1;
/** The largest import body the server reads (the rest of the API stops at 1 MB). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export const accountMessages = {
  notAnExport: 'This file is not a Mise export (download one from your profile page).',
  newerVersion: `This export was made by a newer Mise; this one reads version ${MISE_EXPORT_VERSION}.`,
  emailMismatch: 'Type the e-mail address of your account to confirm.',
  importRunning: 'An import into your account is already running. Try again when it has finished.',
} as const;

/** The file name the web saves an export as. */
export const exportFileName = (date: Date) => `mise-export-${date.toISOString().slice(0, 10)}.json`;
