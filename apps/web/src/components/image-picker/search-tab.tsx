import { useId, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { imageMessages, noImagesFoundMessage, type StockPhoto } from '@mise/core';
import { errorMessageOf } from '../../lib/api-client';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';
import { useStockPhotos } from './api';

export interface SearchTabProps {
  onChoose: (url: string) => void;
}

/**
 * spec-1 §2 and §7: stock photos through the server, 15 a page, in a 3–5 column grid. Shown only
 * when the server has a stock-photo key.
 */
export function SearchTab({ onChoose }: SearchTabProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const search = useStockPhotos(query);

  const submit = () => {
    const term = draft.trim();
    if (!term) {
      setError(imageMessages.emptySearch);
      return;
    }
    setError(null);
    setQuery(term);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };

  const photos: StockPhoto[] = search.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            id={id}
            label="Search photos"
            type="search"
            autoComplete="off"
            placeholder="e.g. lemon tart"
            value={draft}
            error={error ?? undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <Button variant="secondary" className="sm:mt-6" onClick={submit} busy={search.isFetching}>
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </div>

      <div aria-live="polite" className="min-h-6">
        {search.isFetching ? (
          <Spinner label="Searching photos…" />
        ) : search.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errorMessageOf(search.error)}
          </p>
        ) : query && search.isSuccess ? (
          <p className="text-sm text-slate-700">
            {photos.length === 0
              ? noImagesFoundMessage(query)
              : `${photos.length} photos for "${query}". Choose one to use it.`}
          </p>
        ) : null}
      </div>

      {photos.length > 0 && !search.isFetching ? (
        <ul
          aria-label={`Photos for ${query}`}
          className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5"
        >
          {photos.map((photo, index) => {
            const name = photo.description || `Photo ${index + 1}`;
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  onClick={() => onChoose(photo.regular)}
                  aria-label={`Use photo: ${name}`}
                  className="group block aspect-square w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
                >
                  <img
                    src={photo.thumb}
                    alt=""
                    loading="lazy"
                    referrerPolicy="no-referrer"
                    className="size-full object-cover transition-transform group-hover:scale-105 motion-reduce:transition-none"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
