import { useId, type ReactNode } from 'react';

export interface Segment<T extends string> {
  value: T;
  label: string;
  panel: ReactNode;
}

export interface SegmentedChoiceProps<T extends string> {
  /** Names the group for assistive technology (shown to it only). */
  legend: string;
  segments: readonly Segment<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * One of a few ways to do a thing, as equal segments on one row (four fit 390 px, where the shared
 * tab bar wraps onto two), each showing its panel below. Native radio buttons: arrow keys move between
 * them with no script of ours. Every panel stays mounted (hidden when not chosen) so what was typed in
 * one survives a look at another.
 */
export function SegmentedChoice<T extends string>({
  legend,
  segments,
  value,
  onChange,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="sr-only">{legend}</legend>
        <div
          className="grid gap-1 rounded-xl bg-slate-100 p-1"
          style={{ gridTemplateColumns: `repeat(${segments.length}, minmax(0, 1fr))` }}
        >
          {segments.map((segment) => {
            const chosen = segment.value === value;
            return (
              <label
                key={segment.value}
                className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-1 text-center text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-emerald-700 ${
                  chosen
                    ? 'bg-white text-emerald-900 shadow-sm ring-1 ring-emerald-700'
                    : 'text-slate-800 hover:bg-white/60'
                }`}
              >
                <input
                  type="radio"
                  name={name}
                  value={segment.value}
                  checked={chosen}
                  onChange={() => onChange(segment.value)}
                  className="sr-only"
                />
                {segment.label}
              </label>
            );
          })}
        </div>
      </fieldset>
      {segments.map((segment) => (
        <div key={segment.value} hidden={segment.value !== value}>
          {segment.panel}
        </div>
      ))}
    </div>
  );
}
