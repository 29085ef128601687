import { useId } from 'react';
import type { NutritionSettings } from '@mise/core';
import { settingsMessages } from '@mise/core';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import {
  formatGrams,
  formatKcal,
  macroSplitOf,
  progressOf,
  type MacroSplit,
  type Nutrients,
} from '../totals';

interface BarProps {
  label: string;
  value: number;
  target: number;
  unit: 'kcal' | 'g';
  /** Past the target is a warning (calories, carbs, fat, sugar); for protein it is only a fact. */
  limit: boolean;
}

const amountOf = (n: number, unit: 'kcal' | 'g') =>
  unit === 'kcal' ? `${formatKcal(n)} kcal` : `${formatGrams(n)} g`;

/**
 * A nutrient against its target: "1,250 / 2,000 kcal" and a bar that stops at 100 % however far past
 * the target the day is (spec-2 §2) — the text says the real number and how much over.
 */
export function NutrientBar({ label, value, target, unit, limit }: BarProps) {
  const labelId = useId();
  const { percent, over } = progressOf(value, target);
  const shown =
    unit === 'kcal'
      ? `${formatKcal(value)} / ${formatKcal(target)} kcal`
      : `${formatGrams(value)} / ${formatGrams(target)} g`;
  const overText = over > 0 ? `${amountOf(over, unit)} over` : null;
  const warn = limit && over > 0;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span id={labelId} className="font-medium text-slate-900">
          {label}
        </span>
        <span className="text-slate-800 tabular-nums">{shown}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${shown}${overText ? `, ${overText}` : ''}`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full motion-safe:transition-[width] motion-safe:duration-300 ${warn ? 'bg-amber-500' : 'bg-emerald-700'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {overText ? (
        <p className={`text-xs font-medium ${warn ? 'text-amber-900' : 'text-slate-700'}`}>
          {overText}
        </p>
      ) : null}
    </div>
  );
}

const SPLIT_PARTS = [
  {
    key: 'protein',
    label: 'Protein',
    preferred: 'preferred_protein_pct',
    colour: 'bg-emerald-700',
  },
  { key: 'carbohydrates', label: 'Carbs', preferred: 'preferred_carb_pct', colour: 'bg-amber-400' },
  { key: 'fat', label: 'Fat', preferred: 'preferred_fat_pct', colour: 'bg-sky-600' },
] as const;

/** The day's split of calories between the three macros, next to the member's preferred split. */
export function MacroSplitView({
  split,
  settings,
}: {
  split: MacroSplit | null;
  settings: NutritionSettings;
}) {
  const headingId = useId();
  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-medium text-slate-900">
        Macro split <span className="font-normal text-slate-700">(share of calories)</span>
      </h3>
      {split ? (
        <>
          <div aria-hidden="true" className="flex h-2.5 overflow-hidden rounded-full bg-slate-200">
            {SPLIT_PARTS.map((part) => (
              <div
                key={part.key}
                className={part.colour}
                style={{ width: `${split[part.key]}%` }}
              />
            ))}
          </div>
          <ul aria-labelledby={headingId} className="grid grid-cols-3 gap-2 text-sm">
            {SPLIT_PARTS.map((part) => (
              <li key={part.key} className="flex flex-col">
                <span className="flex items-center gap-1.5 text-slate-800">
                  <span aria-hidden="true" className={`size-2.5 rounded-full ${part.colour}`} />
                  {part.label}
                </span>
                <span className="font-semibold text-slate-900 tabular-nums">
                  {split[part.key]}%
                </span>
                <span className="text-xs text-slate-700">aim {settings[part.preferred]}%</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-slate-700">No protein, carbs or fat logged yet.</p>
      )}
    </div>
  );
}

export interface DaySummaryProps {
  /** The day's totals; null while the day loads. */
  totals: Nutrients | null;
  settings: NutritionSettings | undefined;
  settingsError: boolean;
  onRetrySettings: () => void;
  retryingSettings: boolean;
}

/** The selected day's totals against the member's targets, and the macro split. */
export function DaySummary({
  totals,
  settings,
  settingsError,
  onRetrySettings,
  retryingSettings,
}: DaySummaryProps) {
  if (settingsError && !settings) {
    return (
      <ErrorState
        message={settingsMessages.loadFailed}
        onRetry={onRetrySettings}
        retrying={retryingSettings}
      />
    );
  }
  if (!settings || !totals) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span role="status" className="sr-only">
          Loading the day’s totals…
        </span>
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex flex-col gap-1.5">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-2.5 w-full rounded-full" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <NutrientBar
        label="Calories"
        value={totals.calories}
        target={settings.calorie_target}
        unit="kcal"
        limit
      />
      {settings.track_macros || settings.track_sugar ? (
        <div className="grid grid-cols-2 gap-x-4 gap-y-3">
          {settings.track_macros ? (
            <>
              <NutrientBar
                label="Protein"
                value={totals.protein}
                target={settings.protein_target}
                unit="g"
                limit={false}
              />
              <NutrientBar
                label="Carbs"
                value={totals.carbohydrates}
                target={settings.carb_target}
                unit="g"
                limit
              />
              <NutrientBar
                label="Fat"
                value={totals.fat}
                target={settings.fat_target}
                unit="g"
                limit
              />
            </>
          ) : null}
          {settings.track_sugar ? (
            <NutrientBar
              label="Sugar"
              value={totals.sugar}
              target={settings.sugar_target}
              unit="g"
              limit
            />
          ) : null}
        </div>
      ) : null}
      {settings.track_macros ? (
        <MacroSplitView split={macroSplitOf(totals)} settings={settings} />
      ) : null}
    </div>
  );
}
