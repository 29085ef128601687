export type AuthMode = 'sign-in' | 'sign-up';

const modes: { mode: AuthMode; label: string }[] = [
  { mode: 'sign-in', label: 'Sign In' },
  { mode: 'sign-up', label: 'Create Account' },
];

/** Two toggle buttons ("Sign In" / "Create Account"); the pressed one names the form below. */
export function AuthModeToggle({
  mode,
  onChange,
}: {
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Sign in or create an account"
      className="grid grid-cols-2 rounded-lg bg-slate-100 p-1"
    >
      {modes.map((item) => {
        const pressed = item.mode === mode;
        return (
          <button
            key={item.mode}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(item.mode)}
            className={`min-h-10 rounded-md px-3 text-sm font-medium ${pressed ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900'}`}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
