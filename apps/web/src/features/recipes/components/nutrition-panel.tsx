import {
  Fragment,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { Link } from 'react-router';
import { ChevronDown, ChevronUp, Pencil, Plus, RefreshCw, Sparkles } from 'lucide-react';
import {
  isNutritionSet,
  nutritionMessages,
  nutritionStatus,
  roundNutrition,
  type FoodReference,
  type NutritionalInfo,
  type NutritionEstimateResponse,
  type NutritionSource,
} from '@mise/core';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/states';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { prefersReducedMotion } from '../../../lib/motion';
import {
  ALL_NUTRIENTS,
  formatNutrient,
  MAIN_NUTRIENTS,
  MORE_NUTRIENTS,
  type NutrientField,
  type NutrientKey,
} from './nutrition-fields';
import { loadRecipeContracts } from '../contracts';
import { LoadingState } from '../../../components/ui/spinner';

export const nutritionTexts = {
  notSet: 'No nutritional information added yet',
  set: 'Nutritional information added',
  noIngredients: 'Please add ingredients before calculating nutrition.',
  saved: 'Nutritional information saved.',
  availableSoon: 'Available soon',
  calculating: 'Calculating...',
  estimating: nutritionMessages.estimating,
  estimated: nutritionMessages.estimated,
} as const;

/** What Auto-Calculate asks for: the source, the foods the cook chose (by ingredient position) and the form's values. */
export interface AutoCalculateRequest {
  source: NutritionSource;
  foodIds: Readonly<Record<number, string>>;
  previous: NutritionalInfo | null;
}

export interface NutritionPanelProps {
  value: NutritionalInfo | null;
  onChange: (next: NutritionalInfo | null) => void;
  /**
   * The edit page saves at once (PUT nutrition); the create form keeps the values for its POST.
   * `estimated` is true when the values came from Auto-Calculate (saved as ai_estimated).
   */
  onSave?: (next: NutritionalInfo | null, estimated?: boolean) => Promise<void>;
  /** Told on every Save whether the saved values came from Auto-Calculate. */
  onEstimatedChange?: (estimated: boolean) => void;
  /** How many ingredients the recipe has: Auto-Calculate needs at least one (spec-1 §5). */
  ingredientCount: number;
  /** The estimate; until it is wired, the button says it is available soon. */
  onAutoCalculate?: (request: AutoCalculateRequest) => Promise<NutritionEstimateResponse>;
  /** Offer the AI estimate as a choice (the server has a provider). */
  aiAvailable?: boolean;
  /** Called when the panel opens: the page may then ask which estimates the server offers. */
  onOpen?: () => void;
  /** Searches the food reference, so the cook can change an ingredient's match. */
  onSearchFoods?: (q: string) => Promise<FoodReference[]>;
  /** The saved values came from Auto-Calculate: said, and kept so unless the cook types. */
  estimated?: boolean;
  /** The saved values were typed and the ingredients or servings changed since: offer Recalculate. */
  outdated?: boolean;
  headingLevel?: 2 | 3;
  /**
   * What the panel's toasts are about (toast-store.ts), e.g. `recipe:<id>`: each replaces the last
   * toast about the same recipe, and a progress toast ends with its result.
   */
  toastKey?: string;
  /** The section's id, for a link to it (`#id`). */
  sectionId?: string;
  /**
   * Brought into view on mount with focus on Recalculate (outdated values) or else the heading:
   * the page was opened to work on nutrition (the recipe page's Recalculate link).
   */
  focusOnMount?: boolean;
}

type Draft = Partial<Record<NutrientKey, string>>;

function draftFrom(value: NutritionalInfo | null): Draft {
  const draft: Draft = {};
  for (const field of ALL_NUTRIENTS) {
    const number = value?.[field.key];
    draft[field.key] = typeof number === 'number' ? String(number) : '';
  }
  return draft;
}

/** The typed values as nutrition, keeping fields the panel does not show (calories_per_serving). */
async function parseDraft(
  draft: Draft,
  previous: NutritionalInfo | null,
): Promise<{ value: NutritionalInfo | null } | { errors: Partial<Record<NutrientKey, string>> }> {
  const { NutritionalInfoSchema } = await loadRecipeContracts();
  const entered: Record<string, string> = {};
  for (const field of ALL_NUTRIENTS) {
    const text = draft[field.key]?.trim();
    if (text) entered[field.key] = text;
  }
  const kept = previous?.calories_per_serving;
  const parsed = NutritionalInfoSchema.safeParse({
    ...entered,
    ...(kept === undefined ? {} : { calories_per_serving: kept }),
  });
  if (!parsed.success) {
    const errors: Partial<Record<NutrientKey, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as NutrientKey;
      errors[key] ??= issue.message.startsWith('Invalid input') ? 'Enter a number' : issue.message;
    }
    return { errors };
  }
  return { value: Object.keys(parsed.data).length ? parsed.data : null };
}

// What each ingredient became shows after an estimate: loaded then (the recipe forms' budget).
const NutritionMatches = lazy(() =>
  import('./nutrition-matches').then((m) => ({ default: m.NutritionMatches })),
);

/** Enter in a nutrient input must not submit the recipe form around the panel. */
const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * Nutrition per serving (spec-1 §2, §4): collapsed with Add or Edit; open, the nutrient inputs, Show
 * More/Less, Auto-Calculate, Save Nutritional Info and Cancel — both of which collapse it again.
 */
export function NutritionPanel({
  value,
  onChange,
  onSave,
  ingredientCount,
  onAutoCalculate,
  aiAvailable = false,
  onOpen,
  onSearchFoods,
  onEstimatedChange,
  estimated = false,
  outdated = false,
  headingLevel = 2,
  toastKey = 'nutrition',
  sectionId,
  focusOnMount = false,
}: NutritionPanelProps) {
  const toastOptions = { key: toastKey };
  const id = useId();
  const [open, setOpen] = useState(false);
  const [showMore, setShowMore] = useState(false);
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Partial<Record<NutrientKey, string>>>({});
  const [saving, setSaving] = useState(false);
  const [calculating, setCalculating] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [source, setSource] = useState<NutritionSource>('usda');
  /** The server's 402 for an AI estimate with too few credits: shown with the free USDA estimate. */
  const [outOfCredits, setOutOfCredits] = useState<string | null>(null);
  /** The last estimate, for the ingredient count it was made with (a changed list hides it). */
  const [estimate, setEstimate] = useState<{
    result: NutritionEstimateResponse;
    count: number;
  } | null>(null);
  const [foodIds, setFoodIds] = useState<Record<number, string>>({});
  /** The values in the inputs came from Auto-Calculate (until the cook types in one). */
  const [draftEstimated, setDraftEstimated] = useState(false);
  // Where focus goes once the panel opens or closes (the element it was on disappears).
  const pendingFocus = useRef<'first-input' | 'toggle' | 'auto' | null>(null);
  const focusIfPending =
    (target: 'first-input' | 'toggle' | 'auto') => (el: HTMLElement | null) => {
      if (el && pendingFocus.current === target) {
        pendingFocus.current = null;
        el.focus();
      }
    };
  // Open, the header tells what the inputs hold — an estimate just made counts as added.
  const isSet = open
    ? isNutritionSet({ calories: Number(draft.calories) || 0 })
    : isNutritionSet(value);
  const isEstimated = open ? draftEstimated : estimated;
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const recalculateRef = useRef<HTMLButtonElement>(null);
  const focusedOnMount = useRef(false);
  useEffect(() => {
    if (!focusOnMount || focusedOnMount.current) return;
    focusedOnMount.current = true;
    // Scrolled to the section's top so its heading shows above the button; focus without a second
    // scroll. The page's own focus on its h1 (scroll-on-navigate) leaves a focus moved since alone.
    sectionRef.current?.scrollIntoView({
      block: 'start',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    (recalculateRef.current ?? headingRef.current)?.focus({ preventScroll: true });
  }, [focusOnMount]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `${id}-heading`;
  const bodyId = `${id}-body`;
  const moreId = `${id}-more`;

  /** Opens on the saved values; focus goes to the first input, or to Auto-Calculate. */
  const openPanel = (focus: 'first-input' | 'auto' = 'first-input') => {
    const opened = draftFrom(value);
    setDraft(opened);
    setErrors({});
    setSaveError(null);
    setEstimate(null);
    // Saved again untouched, an estimate stays an estimate.
    setDraftEstimated(estimated);
    setOpen(true);
    pendingFocus.current = focus;
    onOpen?.();
    return opened;
  };

  const close = () => {
    setOpen(false);
    pendingFocus.current = 'toggle';
    setShowMore(false);
    setErrors({});
    setSaveError(null);
  };

  const save = async () => {
    const result = await parseDraft(draft, value);
    if ('errors' in result) {
      setErrors(result.errors);
      // Errors under Show More would be invisible with it closed.
      if (MORE_NUTRIENTS.some((f) => result.errors[f.key])) setShowMore(true);
      return;
    }
    if (onSave) {
      setSaving(true);
      setSaveError(null);
      try {
        // The flag goes along only when set, so a typed-in save reads as before.
        await (draftEstimated ? onSave(result.value, true) : onSave(result.value));
      } catch (error) {
        setSaveError(errorMessageOf(error));
        return;
      } finally {
        setSaving(false);
      }
      toast.success(nutritionTexts.saved, toastOptions);
    }
    onChange(result.value);
    onEstimatedChange?.(draftEstimated);
    close();
  };

  /** `current`: the inputs' values (the panel may have opened in the same event). */
  const autoCalculate = async (
    chosen: Record<number, string> = foodIds,
    current = draft,
    using: NutritionSource = source,
  ) => {
    if (ingredientCount === 0) {
      toast.warning(nutritionTexts.noIngredients, toastOptions);
      return;
    }
    // While it works the button stays focusable (not disabled, which would drop focus to <body>).
    if (!onAutoCalculate || calculating) return;
    // Foods chosen for another list of ingredients would land on the wrong lines.
    const picks = estimate && estimate.count !== ingredientCount ? {} : chosen;
    setCalculating(true);
    // A progress toast: the result below takes its place (same key), so it ends with the work.
    toast.loading(nutritionTexts.estimating, toastOptions);
    try {
      const parsed = await parseDraft(current, value);
      const result = await onAutoCalculate({
        source: aiAvailable ? using : 'usda',
        foodIds: picks,
        previous: 'value' in parsed ? parsed.value : value,
      });
      setFoodIds(picks);
      setEstimate({ result, count: ingredientCount });
      // Into the inputs as a label would say it: an estimate has no "143.2 mg" precision.
      setDraft((now) => ({ ...now, ...draftFrom(roundNutrition(result.nutritional_info)) }));
      setErrors({});
      setDraftEstimated(true);
      setOutOfCredits(null);
      toast.success(nutritionTexts.estimated, toastOptions);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PAYMENT_REQUIRED') {
        setOutOfCredits(error.message);
        toast.error(error.message, toastOptions);
        return;
      }
      toast.error(nutritionMessages.failedWithReason(errorMessageOf(error)), toastOptions);
    } finally {
      setCalculating(false);
    }
  };

  const chooseFood = (index: number, food: FoodReference) => {
    void autoCalculate({ ...foodIds, [index]: food.id });
  };

  /** The saved values are outdated: open on them and estimate again at once. */
  const recalculate = () => {
    const opened = openPanel('auto');
    void autoCalculate({}, opened);
  };

  const input = (field: NutrientField) => (
    <TextField
      key={field.key}
      ref={field.key === 'calories' ? focusIfPending('first-input') : undefined}
      id={`${id}-${field.key}`}
      label={`${field.label} (${field.unit})`}
      type="number"
      inputMode="decimal"
      min={0}
      max={field.max}
      step={field.step}
      value={draft[field.key] ?? ''}
      error={errors[field.key]}
      onChange={(e) => {
        setDraft((current) => ({ ...current, [field.key]: e.target.value }));
        // A typed value makes the numbers the cook's, no longer an estimate.
        setDraftEstimated(false);
      }}
      onKeyDown={keepEnter}
    />
  );

  const summary =
    isSet && !open
      ? MAIN_NUTRIENTS.slice(0, 5).filter((f) => typeof value?.[f.key] === 'number')
      : [];

  return (
    <section
      ref={sectionRef}
      id={sectionId}
      aria-labelledby={headingId}
      className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900"
          >
            Nutritional Information
          </Heading>
          {/* Announced as it changes: Auto-Calculate fills the inputs, then this says so. */}
          <p className="mt-1 text-slate-700" aria-live="polite">
            {isSet ? nutritionTexts.set : nutritionTexts.notSet}
            <span className="text-sm text-slate-600">
              {' '}
              · per serving{isSet && isEstimated ? ` · ${nutritionStatus.estimated}` : ''}
            </span>
          </p>
          {summary.length ? (
            <p className="mt-1 text-sm text-slate-700">
              {summary.map((f, index) => (
                <Fragment key={f.key}>
                  {index > 0 ? ' · ' : null}
                  {/* A value never parts from its unit ("12" / "g") on a narrow screen. */}
                  <span className="whitespace-nowrap">
                    {f.label} {formatNutrient(f, value?.[f.key] ?? 0)}
                  </span>
                </Fragment>
              ))}
            </p>
          ) : null}
          {isSet && outdated && !open ? (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <p className="text-sm text-amber-900">{nutritionStatus.outdated}</p>
              {onAutoCalculate ? (
                <Button ref={recalculateRef} variant="secondary" size="sm" onClick={recalculate}>
                  <RefreshCw aria-hidden="true" className="size-4" />
                  {nutritionStatus.recalculate}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
        {open ? null : (
          <Button
            ref={focusIfPending('toggle')}
            variant="secondary"
            size="sm"
            onClick={() => openPanel()}
            aria-expanded={false}
            aria-controls={bodyId}
          >
            {isSet ? (
              <Pencil aria-hidden="true" className="size-4" />
            ) : (
              <Plus aria-hidden="true" className="size-4" />
            )}
            {isSet ? 'Edit' : 'Add'}
          </Button>
        )}
      </div>

      {open ? (
        <div id={bodyId} className="mt-5 flex flex-col gap-5">
          <FormAlert message={saveError} />
          <p className="text-sm text-slate-700">
            Amounts per serving. Leave a field empty when you do not know it.
          </p>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {MAIN_NUTRIENTS.map(input)}
          </div>
          <div>
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={showMore}
              aria-controls={moreId}
              onClick={() => setShowMore((v) => !v)}
            >
              {showMore ? (
                <ChevronUp aria-hidden="true" className="size-4" />
              ) : (
                <ChevronDown aria-hidden="true" className="size-4" />
              )}
              {showMore ? 'Show Less' : 'Show More'}
            </Button>
          </div>
          <div id={moreId} hidden={!showMore} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {showMore ? MORE_NUTRIENTS.map(input) : null}
          </div>
          {aiAvailable && onAutoCalculate ? (
            <div className="max-w-xs">
              <SelectField
                id={`${id}-source`}
                label="Estimate with"
                value={source}
                onChange={(e) => setSource(e.target.value === 'ai' ? 'ai' : 'usda')}
              >
                <option value="usda">Built-in calculator (USDA foods)</option>
                <option value="ai">AI estimate</option>
              </SelectField>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
            <Button
              ref={focusIfPending('auto')}
              variant="secondary"
              onClick={() => void autoCalculate()}
              // Busy: spinner, aria-busy, clicks blocked, focus kept (Button).
              busy={calculating}
              // No estimator here: shown, but unavailable. Only set then, not to override `busy`'s.
              {...(onAutoCalculate
                ? {}
                : { 'aria-disabled': true, title: nutritionTexts.availableSoon })}
            >
              {calculating ? null : <Sparkles aria-hidden="true" className="size-4" />}
              {calculating ? nutritionTexts.calculating : 'Auto-Calculate'}
            </Button>
            {outOfCredits && source === 'ai' ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setSource('usda');
                  setOutOfCredits(null);
                  void autoCalculate(foodIds, draft, 'usda');
                }}
              >
                Use the free USDA estimate
              </Button>
            ) : null}
            <Button onClick={() => void save()} busy={saving}>
              Save Nutritional Info
            </Button>
            <Button variant="ghost" onClick={close} disabled={saving}>
              Cancel
            </Button>
          </div>
          {outOfCredits && source === 'ai' ? (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {outOfCredits}{' '}
              <Link to="/credits" className="font-medium underline">
                See your credits
              </Link>
            </p>
          ) : null}
          {estimate && estimate.count === ingredientCount ? (
            <Suspense fallback={<LoadingState label="Loading the matches" />}>
              <NutritionMatches
                estimate={estimate.result}
                onSearchFoods={onSearchFoods}
                onChooseFood={chooseFood}
              />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
