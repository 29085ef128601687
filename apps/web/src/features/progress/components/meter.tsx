/**
 * A bar with its numbers for assistive technology (role=progressbar) and in words beside it, so
 * nothing is told by the bar's length alone.
 */
export function Meter({
  value,
  max,
  label,
  valueText,
  tone = 'emerald',
}: {
  value: number;
  max: number;
  label: string;
  valueText: string;
  tone?: 'emerald' | 'slate';
}) {
  const pct = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={valueText}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={`h-full rounded-full ${tone === 'emerald' ? 'bg-emerald-600' : 'bg-slate-500'}`}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
