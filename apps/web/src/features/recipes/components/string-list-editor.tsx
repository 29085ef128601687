import { useId, useRef } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export interface StringListEditorProps {
  /** The group's name ('Equipment'). */
  label: string;
  /** One entry's name, numbered in its accessible label ('Equipment item 2'). */
  itemLabel: string;
  addLabel: string;
  placeholder?: string;
  hint?: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
}

/**
 * A list of short texts (equipment, special ingredients). Entries are kept as typed while editing;
 * the form trims them and drops blank ones when it saves (spec-1 §5).
 */
export function StringListEditor({
  label,
  itemLabel,
  addLabel,
  placeholder,
  hint,
  value,
  onChange,
}: StringListEditorProps) {
  const id = useId();
  const focusIndex = useRef<number | null>(null);
  const focusAddButton = useRef(false);

  const add = () => {
    focusIndex.current = value.length;
    onChange([...value, '']);
  };
  const remove = (index: number) => {
    const next = value.filter((_, i) => i !== index);
    if (next.length === 0) focusAddButton.current = true;
    else focusIndex.current = Math.max(0, index - 1);
    onChange(next);
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="text-sm font-medium text-slate-900">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {value.length ? (
        <ul className="flex flex-col gap-2">
          {value.map((entry, index) => (
            <li key={index} className="flex items-center gap-1">
              <input
                ref={(el) => {
                  if (el && focusIndex.current === index) {
                    focusIndex.current = null;
                    el.focus();
                  }
                }}
                aria-label={`${itemLabel} ${index + 1}`}
                autoComplete="off"
                value={entry}
                placeholder={placeholder}
                maxLength={200}
                onChange={(e) => onChange(value.map((v, i) => (i === index ? e.target.value : v)))}
                onKeyDown={(e) => {
                  // Enter adds the next entry rather than submitting the recipe form.
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    if (entry.trim()) add();
                  }
                }}
                className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500"
              />
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-red-50 hover:text-red-800"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        ref={(el) => {
          if (el && focusAddButton.current) {
            focusAddButton.current = false;
            el.focus();
          }
        }}
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={add}
      >
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
    </fieldset>
  );
}
