import { forwardRef, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAction'>;

/**
 * A password input with a Show password toggle: a real button (keyboard reachable, in tab order
 * after the input) whose pressed state says whether the password is shown. The name stays the same
 * while the state changes, as a toggle button's should; the icon shows which way it goes.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(props, ref) {
    const [shown, setShown] = useState(false);
    const Icon = shown ? EyeOff : Eye;
    return (
      <TextField
        ref={ref}
        {...props}
        type={shown ? 'text' : 'password'}
        // A shown password is still a password: no spell-checking or auto-capitalising of it.
        spellCheck={false}
        autoCapitalize="none"
        endAction={
          <button
            type="button"
            aria-label="Show password"
            aria-pressed={shown}
            aria-controls={props.id}
            onClick={() => setShown((value) => !value)}
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        }
      />
    );
  },
);
