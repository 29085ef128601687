import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled checkbox with an optional hint tied to it by aria-describedby. */
export function CheckboxField({
  label,
  hint,
  id: givenId,
  className = '',
  ...rest
}: CheckboxFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-emerald-700"
        {...rest}
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
