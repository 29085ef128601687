import { useId, useState, type KeyboardEvent } from 'react';
import { validateImageUrl } from '@mise/core';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

export interface UrlTabProps {
  onChoose: (url: string) => void;
  /** Why the picker sent the member here (a failed upload), shown until they act. */
  notice: string | null;
}

/** spec-1 §5 Image URL: checked with core's rule; the browser shows the remote picture itself. */
export function UrlTab({ onChoose, notice }: UrlTabProps) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const problem = validateImageUrl(url);
    setError(problem);
    if (!problem) onChoose(url.trim());
  };
  // The picker sits inside the recipe form: Enter here must not submit the recipe.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {notice ? (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          {notice}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            id={id}
            label="Image URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://example.com/photo.jpg"
            hint="A link to a JPEG, PNG, GIF or WebP picture."
            value={url}
            error={error ?? undefined}
            onChange={(event) => {
              setUrl(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <Button variant="secondary" className="sm:mt-6" onClick={submit}>
          Use this URL
        </Button>
      </div>
    </div>
  );
}
