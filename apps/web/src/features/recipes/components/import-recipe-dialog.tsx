import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { recipeImportMessages, type RecipeDraft } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/states';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { errorMessageOf } from '../../../lib/api-client';
import { useImportRecipe } from '../api';

type Source = 'url' | 'text';

export interface ImportRecipeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The draft read; the dialog has done its part (the caller fills the form and closes it). */
  onImported: (draft: RecipeDraft) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Import a recipe (issue 16 §4): a web address, or the recipe's text pasted in. The server reads it
 * into a draft; a refusal is shown here in the server's own words (a private address, no recipe on
 * the page, a page too large) and the member can try another address.
 */
export function ImportRecipeDialog({
  open,
  onClose,
  onImported,
  returnFocusRef,
}: ImportRecipeDialogProps) {
  const [source, setSource] = useState<Source>('url');
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const importing = useImportRecipe();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const value = source === 'url' ? url.trim() : text.trim();
    if (!value) {
      setError(recipeImportMessages.urlOrText);
      return;
    }
    if (source === 'url' && !/^https?:\/\/\S+$/i.test(value)) {
      setError(recipeImportMessages.urlInvalid);
      return;
    }
    try {
      const draft = await importing.mutateAsync(
        source === 'url' ? { url: value } : { text: value },
      );
      setUrl('');
      setText('');
      onImported(draft);
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Import a recipe"
      description="From a recipe's web page, or from its text. You can check everything before saving."
      initialFocusRef={urlRef}
      returnFocusRef={returnFocusRef}
      busy={importing.isPending}
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-4 flex flex-col gap-4"
      >
        <Tabs
          label="Import from"
          selectedId={source}
          onSelect={(id) => {
            setSource(id as Source);
            setError(null);
          }}
          tabs={[
            {
              id: 'url',
              label: 'URL',
              panel: (
                <TextField
                  ref={urlRef}
                  label="Recipe web address"
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://"
                  value={url}
                  onChange={(event) => setUrl(event.target.value)}
                  hint="Pages with recipe data (most recipe sites) import best."
                />
              ),
            },
            {
              id: 'text',
              label: 'Paste text',
              panel: (
                <TextAreaField
                  label="Recipe text"
                  rows={8}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  hint="The title on the first line, then Ingredients and Method (or Directions) headings."
                />
              ),
            },
          ]}
        />
        <FormAlert message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            type="button"
            variant="secondary"
            onClick={onClose}
            disabled={importing.isPending}
          >
            Cancel
          </Button>
          <Button type="submit" busy={importing.isPending}>
            Import
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
