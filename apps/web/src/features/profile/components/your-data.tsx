import { MAX_IMPORT_BYTES, accountMessages, exportFileName, type ImportResult } from '@mise/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessageOf } from '../../../lib/api-client';
import { clearAllDrafts } from '../../../lib/form-draft';
import { clearMemberStorage } from '../../../lib/member-storage';
import { forgetSession } from '../../../lib/session';
import { deleteAccount, fetchExport, importExport } from '../api';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What an import did, in one sentence a screen reader announces. */
export function importSummary(result: ImportResult): string {
  const brought = [
    plural(result.recipes.imported, 'recipe'),
    plural(result.cookbooks.imported, 'cookbook'),
    plural(result.meal_plans.imported, 'meal plan'),
    plural(result.diary.imported, 'diary entry', 'diary entries'),
  ];
  const already =
    result.recipes.skipped +
    result.cookbooks.skipped +
    result.meal_plans.skipped +
    result.diary.skipped;
  return `Imported ${brought.slice(0, -1).join(', ')} and ${brought.at(-1)}.${
    already > 0 ? ` ${plural(already, 'item was', 'items were')} already here.` : ''
  }`;
}

/** A chosen file's text (FileReader: every browser the app supports has it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/** Saves a document as a file the way a download link would. */
function saveJson(doc: unknown, name: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Your data" on /profile (issue 17 §2): download everything as one file, bring such a file into
 * this account, or delete the account after typing its e-mail.
 */
export function YourData({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fileRef = useRef<HTMLInputElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const typedMatches = typed.trim().toLowerCase() === email.toLowerCase();

  async function download() {
    setExporting(true);
    setStatus(null);
    try {
      saveJson(await fetchExport(), exportFileName(new Date()));
      setStatus({ kind: 'ok', text: 'Your data was downloaded.' });
    } catch (error) {
      setStatus({ kind: 'error', text: errorMessageOf(error) });
    } finally {
      setExporting(false);
    }
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setStatus(null);
    if (file.size > MAX_IMPORT_BYTES) {
      setStatus({ kind: 'error', text: 'That file is over 10 MB: it is not a Mise export.' });
      return;
    }
    setImporting(true);
    try {
      let doc: unknown;
      try {
        doc = JSON.parse(await readText(file));
      } catch {
        throw new Error(accountMessages.notAnExport);
      }
      const result = await importExport(doc);
      setStatus({ kind: 'ok', text: importSummary(result) });
      // Recipes, cookbooks, plans and the diary all changed: every list reads again.
      await queryClient.invalidateQueries();
    } catch (error) {
      setStatus({ kind: 'error', text: errorMessageOf(error) });
    } finally {
      setImporting(false);
    }
  }

  async function confirmDelete() {
    if (!typedMatches) {
      setDeleteError(accountMessages.emailMismatch);
      return;
    }
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteAccount(typed.trim());
      forgetSession(queryClient);
      clearMemberStorage();
      clearAllDrafts();
      queryClient.clear();
      await navigate('/');
      toast.success('Your account and everything it held are deleted.');
    } catch (error) {
      setDeleteError(errorMessageOf(error));
      setDeleting(false);
    }
  }

  const closeDialog = () => {
    setConfirming(false);
    setTyped('');
    setDeleteError(null);
  };

  return (
    <section aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Download everything you keep in Mise as one file, bring such a file into this account, or
        delete your account.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void download()} busy={exporting}>
          Download my data
        </Button>
        <Button variant="secondary" onClick={() => fileRef.current?.click()} busy={importing}>
          Import from a file
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          aria-label="Mise export file to import"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => void importFile(event)}
        />
      </div>
      <p
        role={status?.kind === 'error' ? 'alert' : 'status'}
        className={`mt-3 text-sm ${status?.kind === 'error' ? 'text-red-700' : 'text-slate-700'}`}
      >
        {status?.text}
      </p>
      <div className="mt-6 border-t border-slate-200 pt-4">
        <Button ref={deleteRef} variant="danger" onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={closeDialog}
        role="alertdialog"
        title="Delete your account?"
        description={
          <>
            Your recipes, cookbooks, meal plans, diary, grocery list and progress will be deleted
            for good. Recipes you shared publicly stay for the community, without your name. This
            cannot be undone.
          </>
        }
        returnFocusRef={deleteRef}
        busy={deleting}
        footer={
          <>
            <Button variant="secondary" onClick={closeDialog} disabled={deleting}>
              Cancel
            </Button>
            <Button
              variant="danger"
              type="submit"
              form="delete-account-form"
              busy={deleting}
              disabled={!typedMatches}
            >
              Delete my account
            </Button>
          </>
        }
      >
        <form
          id="delete-account-form"
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirmDelete();
          }}
        >
          <TextField
            label={`Type ${email} to confirm`}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={deleteError ?? undefined}
          />
        </form>
      </Dialog>
    </section>
  );
}
