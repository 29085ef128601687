import { useId, useState, type ChangeEvent, type KeyboardEvent, type RefObject } from 'react';
import { Plus, X } from 'lucide-react';
import { IDEAS_MAX_INGREDIENTS } from '@mise/core';
import { ideasMessages as m } from '../messages';
import { hasIngredient, withIngredient } from '../pantry-storage';
import { COMMON_INGREDIENTS } from '../suggestions';

const MAX_SUGGESTIONS = 10;

export interface IngredientChipsProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** A problem with the list as a whole ("Add at least one ingredient."), from the form. */
  error?: string | null;
  /** The text box, for the form to focus when the list is empty on submit. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The "What do you have?" chips: type a name and press Enter or a comma to add it, Backspace in the
 * empty box takes the last one back, each chip has its own labelled Remove button, and a row of
 * common ingredients adds one with a tap. Text typed but not yet added is added when the box loses
 * focus, so pressing "Find recipes" straight after typing loses nothing.
 */
export function IngredientChips({ value, onChange, error, inputRef }: IngredientChipsProps) {
  const id = useId();
  const [text, setText] = useState('');
  /** Said to screen readers after each change: chips appear and go without moving the focus. */
  const [news, setNews] = useState('');
  const full = value.length >= IDEAS_MAX_INGREDIENTS;

  const add = (names: string[]) => {
    let next = [...value];
    for (const name of names) next = withIngredient(next, name);
    const added = next.slice(value.length);
    if (added.length > 0) {
      onChange(next);
      setNews(`Added ${added.join(', ')}.`);
    } else if (full && names.some((name) => name.trim())) {
      setNews(m.tooMany(IDEAS_MAX_INGREDIENTS));
    }
  };

  const remove = (name: string) => {
    onChange(value.filter((item) => item !== name));
    setNews(`Removed ${name}.`);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    // A comma ends a name whether typed or pasted ("eggs, rice, feta"); phones often send no key
    // event for it, so the text itself is read.
    const parts = event.target.value.split(',');
    const rest = parts.pop() ?? '';
    if (parts.length > 0) add(parts);
    setText(rest);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && text.trim()) {
      // Adds the name; with the box empty, Enter submits the form as usual.
      event.preventDefault();
      add([text]);
      setText('');
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      remove(value[value.length - 1]!);
    }
  };

  const onBlur = () => {
    if (!text.trim()) return;
    add([text]);
    setText('');
  };

  // Ten at most: on a phone, a longer row would push the rest of the form off the screen.
  const suggestions = COMMON_INGREDIENTS.filter((name) => !hasIngredient(value, name)).slice(
    0,
    MAX_SUGGESTIONS,
  );
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {m.ingredientsLabel}
      </label>
      {value.length > 0 ? (
        <ul aria-label="Your ingredients" className="flex flex-wrap gap-2">
          {value.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-emerald-100 py-1 pr-1 pl-3 text-sm font-medium text-emerald-900"
            >
              {name}
              <button
                type="button"
                aria-label={`Remove ${name}`}
                onClick={() => {
                  remove(name);
                  inputRef.current?.focus();
                }}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-emerald-200"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        value={text}
        onChange={onInput}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        autoComplete="off"
        enterKeyHint="done"
        placeholder={full ? '' : 'e.g. eggs'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hintId}
        className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700"
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={hintId} className="text-sm text-slate-700">
          {full ? m.tooMany(IDEAS_MAX_INGREDIENTS) : m.ingredientsHint}
        </p>
      )}
      <p role="status" className="sr-only">
        {news}
      </p>
      {suggestions.length > 0 && !full ? (
        <div role="group" aria-labelledby={`${id}-suggestions`} className="flex flex-wrap gap-2">
          <span id={`${id}-suggestions`} className="self-center text-sm text-slate-700">
            {m.suggestionsLabel}
          </span>
          {suggestions.map((name) => (
            <button
              key={name}
              type="button"
              aria-label={`Add ${name}`}
              onClick={() => add([name])}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:bg-slate-100"
            >
              <Plus aria-hidden="true" className="size-4" />
              {name}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
