export interface SpinnerProps {
  /** Read by screen readers; the spinner itself is drawn for sighted users only. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Inside a control that already says it is busy: draw only. */
  decorative?: boolean;
}

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' } as const;

export function Spinner({ label = 'Loading…', size = 'md', decorative = false }: SpinnerProps) {
  const circle = (
    <span
      aria-hidden="true"
      className={`inline-block ${sizes[size]} animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-none motion-reduce:border-r-current motion-reduce:opacity-60`}
    />
  );
  if (decorative) return circle;
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-700">
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a whole page or section while its data loads. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center py-10">
      <Spinner size="lg" label={label} />
    </div>
  );
}
