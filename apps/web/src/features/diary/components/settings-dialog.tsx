import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { settingsMessages, type NutritionSettings, type NutritionSettingsInput } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/states';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessageOf, isApiError } from '../../../lib/api-client';
import { useSaveSettings } from '../api';
import { parseAmount } from '../entry-form';
import { MAX_CALORIE_TARGET, MAX_GRAMS_TARGET } from '../limits';
import { DiaryDialog } from './diary-dialog';

const NUMBER_KEYS = [
  'calorie_target',
  'protein_target',
  'carb_target',
  'fat_target',
  'sugar_target',
  'preferred_protein_pct',
  'preferred_carb_pct',
  'preferred_fat_pct',
] as const;
type NumberKey = (typeof NUMBER_KEYS)[number];
type Values = Record<NumberKey, string>;
type Errors = Partial<Record<NumberKey | 'split', string>>;

const TARGETS = [
  { key: 'calorie_target', label: 'Calories (kcal)' },
  { key: 'protein_target', label: 'Protein (g)' },
  { key: 'carb_target', label: 'Carbohydrates (g)' },
  { key: 'fat_target', label: 'Fat (g)' },
  { key: 'sugar_target', label: 'Sugar (g)' },
] as const;

const SPLIT = [
  { key: 'preferred_protein_pct', label: 'Protein (%)' },
  { key: 'preferred_carb_pct', label: 'Carbs (%)' },
  { key: 'preferred_fat_pct', label: 'Fat (%)' },
] as const;

const valuesOf = (settings: NutritionSettings): Values =>
  Object.fromEntries(NUMBER_KEYS.map((key) => [key, String(settings[key])])) as Values;

const isWhole = (n: number, min: number, max: number) =>
  Number.isInteger(n) && n >= min && n <= max;

/** core's NutritionSettingsInputSchema, by hand and with its words (see limits.ts for why). */
export function readSettings(
  values: Values,
  flags: { track_sugar: boolean; track_macros: boolean },
): { ok: true; input: NutritionSettingsInput } | { ok: false; errors: Errors } {
  const n = Object.fromEntries(
    NUMBER_KEYS.map((key) => [key, parseAmount(values[key], Number.NaN)]),
  ) as Record<NumberKey, number>;
  const errors: Errors = {};
  if (!isWhole(n.calorie_target, 1, MAX_CALORIE_TARGET))
    errors.calorie_target = settingsMessages.calorieTarget;
  for (const key of ['protein_target', 'carb_target', 'fat_target', 'sugar_target'] as const) {
    if (!(Number.isFinite(n[key]) && n[key] >= 0 && n[key] <= MAX_GRAMS_TARGET))
      errors[key] = settingsMessages.gramsTarget;
  }
  for (const { key } of SPLIT) {
    if (!isWhole(n[key], 0, 100)) errors[key] = settingsMessages.percentage;
  }
  const splitValid = SPLIT.every(({ key }) => !errors[key]);
  if (splitValid && n.preferred_protein_pct + n.preferred_carb_pct + n.preferred_fat_pct !== 100)
    errors.split = settingsMessages.macroSplitSum;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { ...n, ...flags } };
}

export interface SettingsDialogProps {
  settings: NutritionSettings;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Nutrition settings (spec-2 §2, §3, issue 12 point 4): daily targets, the preferred macro split
 * (three whole percentages that add up to 100) and what the diary tracks. Mounted only while open.
 */
export function SettingsDialog({ settings, onClose, returnFocusRef }: SettingsDialogProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [trackSugar, setTrackSugar] = useState(settings.track_sugar);
  const [trackMacros, setTrackMacros] = useState(settings.track_macros);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [focusError, setFocusError] = useState(0);
  const bodyRef = useRef<HTMLDivElement>(null);
  const splitErrorId = useId();
  const save = useSaveSettings();

  useEffect(() => {
    if (focusError === 0) return;
    bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const change = (key: NumberKey, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({
      ...current,
      [key]: undefined,
      ...(key.startsWith('preferred_') ? { split: undefined } : {}),
    }));
  };

  const splitTotal = SPLIT.reduce((sum, { key }) => {
    const n = parseAmount(values[key], 0);
    return Number.isFinite(n) ? sum + n : sum;
  }, 0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setAlert(null);
    const read = readSettings(values, { track_sugar: trackSugar, track_macros: trackMacros });
    if (!read.ok) {
      setErrors(read.errors);
      setFocusError((n) => n + 1);
      return;
    }
    try {
      await save.mutateAsync(read.input);
    } catch (failure) {
      const fields = isApiError(failure) ? failure.fields : {};
      const placed: Errors = {};
      for (const key of NUMBER_KEYS) if (fields[key]) placed[key] = fields[key];
      setErrors(placed);
      setAlert(`${settingsMessages.updateFailed}: ${errorMessageOf(failure)}`);
      return;
    }
    toast.success(settingsMessages.saved);
    onClose();
  };

  const splitInvalid = Boolean(errors.split);
  return (
    <DiaryDialog
      open
      onClose={onClose}
      busy={save.isPending}
      title="Nutrition settings"
      description="Your daily targets and what the diary tracks."
      returnFocusRef={returnFocusRef}
      onSubmit={(event) => void submit(event)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending}>
            Save settings
          </Button>
        </>
      }
    >
      <div ref={bodyRef} className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold text-slate-900">Daily targets</legend>
          <div className="grid grid-cols-2 gap-3">
            {TARGETS.map(({ key, label }) => (
              <TextField
                key={key}
                label={label}
                inputMode={key === 'calorie_target' ? 'numeric' : 'decimal'}
                autoComplete="off"
                value={values[key]}
                error={errors[key]}
                onChange={(event) => change(key, event.target.value)}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-3" aria-describedby={splitErrorId}>
          <legend className="mb-1 font-semibold text-slate-900">Preferred macro split</legend>
          <p className="text-sm text-slate-700">
            Shares of your calories; the three add up to 100.
          </p>
          <div className="grid grid-cols-3 gap-2">
            {SPLIT.map(({ key, label }) => (
              <TextField
                key={key}
                label={label}
                inputMode="numeric"
                autoComplete="off"
                value={values[key]}
                error={errors[key]}
                aria-invalid={errors[key] || splitInvalid ? true : undefined}
                onChange={(event) => change(key, event.target.value)}
              />
            ))}
          </div>
          <p
            id={splitErrorId}
            className={`text-sm ${splitInvalid ? 'font-medium text-red-700' : 'text-slate-700'}`}
          >
            {splitInvalid ? errors.split : `Total: ${splitTotal}%`}
          </p>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold text-slate-900">Track</legend>
          <CheckboxField
            label="Track sugar"
            hint="Shows the sugar bar and column."
            checked={trackSugar}
            onChange={(event) => setTrackSugar(event.target.checked)}
          />
          <CheckboxField
            label="Track protein, carbs and fat"
            hint="Shows their bars, columns and the macro split."
            checked={trackMacros}
            onChange={(event) => setTrackMacros(event.target.checked)}
          />
        </fieldset>
        <FormAlert message={alert} />
      </div>
    </DiaryDialog>
  );
}
