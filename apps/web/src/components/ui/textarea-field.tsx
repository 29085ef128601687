import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  /** Draw the red asterisk; pass `required` too so assistive technology hears it. */
  markRequired?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line input, with the same error and hint wiring as TextField. */
export function TextAreaField({
  label,
  markRequired,
  error,
  hint,
  id: givenId,
  className = '',
  required,
  rows = 3,
  ...rest
}: TextAreaFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
        {markRequired ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      <textarea
        id={id}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700 ${className}`}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
