import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';

const controlClasses =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-500 aria-[invalid=true]:border-red-700 disabled:bg-slate-100';

// Only for <input>: a <select> matches :read-only too, and must not look disabled.
const inputOnlyClasses = 'read-only:bg-slate-100 read-only:text-slate-700';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Draw the red asterisk (spec-1 §2 recipe forms); the input says `aria-required` either way. */
  markRequired?: boolean | undefined;
  /** Say "(optional)" after the label; it is part of the field's accessible name. */
  markOptional?: boolean | undefined;
  children: ReactNode;
}

function FieldShell({
  id,
  label,
  error,
  hint,
  markRequired,
  markOptional,
  children,
}: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
        {markRequired ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
        {markOptional ? (
          <>
            {' '}
            <span className="font-normal text-slate-700">(optional)</span>
          </>
        ) : null}
      </label>
      {children}
      {/* The error takes the hint's place: both state the rule, and saying it twice is noise. */}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error: string | undefined, hint: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  markRequired?: boolean;
  markOptional?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  /** A small control drawn inside the input's end, e.g. PasswordField's Show password button. */
  endAction?: ReactNode;
}

/** A labelled input; its error sits under it and is tied to it with aria-invalid and aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    error,
    hint,
    id: givenId,
    className = '',
    required,
    markRequired,
    markOptional,
    endAction,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const input = (
    <input
      ref={ref}
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error, hint)}
      aria-required={required || undefined}
      className={`${controlClasses} ${inputOnlyClasses} ${endAction ? 'pr-12' : ''} ${className}`}
      {...rest}
    />
  );
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      markRequired={markRequired}
      markOptional={markOptional}
    >
      {endAction ? (
        <div className="relative">
          {input}
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAction}</div>
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
});

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  markRequired?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id: givenId, className = '', required, markRequired, children, ...rest },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} markRequired={markRequired}>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={required || undefined}
        className={`${controlClasses} ${className}`}
        {...rest}
      >
        {children}
      </select>
    </FieldShell>
  );
});
