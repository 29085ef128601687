import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Copy, SlidersHorizontal } from 'lucide-react';
import {
  addDays,
  diaryMessages,
  MEAL_TYPES,
  settingsMessages,
  type DailySummary,
  type DiaryEntry,
  type MealType,
  type RecentFood,
} from '@mise/core';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast-store';
import { errorMessageOf } from '../../../lib/api-client';
import { useDeferredArrival } from '../../../lib/deferred-arrival';
import {
  useAddEntry,
  useCopyDiary,
  useDeleteEntry,
  useDiaryDay,
  useDiarySummary,
  useNutritionSettings,
  useRecentFoods,
} from '../api';
import { DaySummary } from '../components/day-summary';
import { DateNav } from '../components/date-nav';
import type { EntryDialogMode } from '../components/entry-dialog';
import { ExportPanel } from '../components/export-panel';
import { MyHealthGoals } from '../../../components/health-goals/my-health-goals';
import { MealSection } from '../components/meal-section';
import { RecentFoods } from '../components/recent-foods';
import { WeekChart } from '../components/week-chart';
import {
  dateParamOf,
  longDay,
  onDayWords,
  previousDayWords,
  shortDay,
  useToday,
  weekOf,
} from '../days';
import { groupByMeal, MEAL_LABELS, sumNutrients } from '../totals';

/*
 * The dialogs are half of the page's code and none of its first view: they load on their own, warmed
 * while the browser is idle after the day has shown, so a first tap on Add rarely waits for them.
 */
const loadEntryDialog = () => import('../components/entry-dialog');
const loadSettingsDialog = () => import('../components/settings-dialog');
const EntryDialog = lazy(() => loadEntryDialog().then((m) => ({ default: m.EntryDialog })));
const SettingsDialog = lazy(() =>
  loadSettingsDialog().then((m) => ({ default: m.SettingsDialog })),
);

function warmDialogs(): () => void {
  const warm = () => {
    void loadEntryDialog();
    void loadSettingsDialog();
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(warm, { timeout: 3_000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(warm, 1_500);
  return () => clearTimeout(timer);
}

/** While a dialog's code is still on its way (a slow network, before the idle warm-up). */
function DialogLoading() {
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/30">
      <span className="rounded-xl bg-white p-4 shadow-xl">
        <Spinner size="lg" label="Opening…" />
      </span>
    </div>
  );
}

type Open = { kind: 'entry'; mode: EntryDialogMode; session: number } | { kind: 'settings' } | null;

const emptyDay = (date: string): DailySummary => ({
  date,
  total_calories: 0,
  total_protein: 0,
  total_carbohydrates: 0,
  total_fat: 0,
  total_sugar: 0,
  entries_count: 0,
  meal_counts: { breakfast: 0, lunch: 0, dinner: 0, snack: 0, other: 0 },
});

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const entriesWord = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

/** What the server's answer to a copy means, for the toast. */
function copyNews(what: string, copied: number, skipped: number): string {
  if (copied > 0) {
    const already = skipped > 0 ? ` ${entriesWord(skipped)} already here.` : '';
    return `Copied ${what}: ${entriesWord(copied)}.${already}`;
  }
  if (skipped > 0) return `${capitalise(what)} is already here: nothing new to copy.`;
  return `Nothing to copy: ${what} is empty.`;
}

function MealsSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span role="status" className="sr-only">
        Loading the day’s entries…
      </span>
      {MEAL_TYPES.slice(0, 3).map((meal) => (
        <div
          key={meal}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3"
        >
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/**
 * The Food Diary (spec-2 §2, §4; issue 12 points 1, 3, 4, 7): a day of meals with their entries and
 * totals, the day against the member's targets, recent foods to log again, copying the day before,
 * the last 7 days as a chart and a table, and CSV export. The day is in the address (`?date=`), today
 * (in the member's time zone) when absent.
 */
export function FoodDiaryPage() {
  const today = useToday();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const asked = params.get('date');
  const selected = dateParamOf(asked) ?? today;
  const hrefOf = (date: string) => (date === today ? pathname : `${pathname}?date=${date}`);

  // An address with a date that is no date (a typo, a cut link) becomes today's, not an error.
  useEffect(() => {
    if (asked !== null && dateParamOf(asked) === null) void navigate(pathname, { replace: true });
  }, [asked, navigate, pathname]);

  useEffect(warmDialogs, []);

  const week = weekOf(today);
  const weekStart = week[0]!;
  const day = useDiaryDay(selected);
  const summary = useDiarySummary(weekStart, today);
  const settings = useNutritionSettings();
  const recent = useRecentFoods();
  // The meals and the week's chart are drawn in a deferred render when their answers first arrive
  // (lib/deferred-arrival.ts): their skeletons stay until then.
  const dayData = useDeferredArrival(day.data);
  const dayLoading = day.isPending || (day.data !== undefined && dayData === undefined);
  const weekData = useDeferredArrival(summary.data);
  const weekLoading = summary.isPending || (summary.data !== undefined && weekData === undefined);

  // What the day before had, to offer copying it: from the week when it is in there, else asked.
  const previous = addDays(selected, -1);
  const previousInWeek = previous >= weekStart && previous <= today;
  const previousAlone = useDiarySummary(previous, previous, !previousInWeek);
  const previousDay = previousInWeek
    ? summary.data?.find((d) => d.date === previous)
    : previousAlone.data?.[0];
  // Offered once known (no button that appears and then goes); when that read failed, offered anyway —
  // the server's answer says what it did.
  const previousCounts = previousDay?.meal_counts ?? null;
  const previousLoaded = previousInWeek ? !summary.isPending : !previousAlone.isPending;
  const offerCopy = (count: (counts: DailySummary['meal_counts']) => number) =>
    previousLoaded && (previousCounts === null || count(previousCounts) > 0);

  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<DiaryEntry | null>(null);
  const [copying, setCopying] = useState<MealType | 'day' | null>(null);
  const [logging, setLogging] = useState<number | null>(null);
  const refocusRef = useRef<MealType | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const addRefs = useRef(new Map<MealType, HTMLButtonElement>());
  const sessionRef = useRef(0);
  const mealsHeadingId = useId();
  const weekHeadingId = useId();
  const totalsHeadingId = useId();

  const copyDiary = useCopyDiary();
  const remove = useDeleteEntry();
  const addEntry = useAddEntry();

  const entries = dayData ?? [];
  const groups = groupByMeal(entries);
  const totals = dayData ? sumNutrients(entries) : null;
  const dayEmpty = day.isSuccess && dayData !== undefined && entries.length === 0;
  const showMacros = settings.data?.track_macros ?? true;
  const previousWords = previousDayWords(selected, today);

  const openEntry = (mode: EntryDialogMode, opener: HTMLElement) => {
    openerRef.current = opener;
    sessionRef.current += 1;
    setOpen({ kind: 'entry', mode, session: sessionRef.current });
  };

  const copyWhat = (meal?: MealType) => {
    if (!meal) return previousWords;
    const word = MEAL_LABELS[meal].toLowerCase();
    return selected === today ? `yesterday's ${word}` : `${word} from ${previousWords}`;
  };

  const copy = async (meal?: MealType) => {
    if (copying) return;
    setCopying(meal ?? 'day');
    try {
      const result = await copyDiary.mutateAsync({
        from_date: previous,
        to_date: selected,
        ...(meal ? { meal_type: meal } : {}),
      });
      const news = copyNews(copyWhat(meal), result.items.length, result.skipped);
      if (result.items.length > 0) toast.success(news);
      else toast.info(news);
    } catch (error) {
      toast.error(`Could not copy ${copyWhat(meal)}: ${errorMessageOf(error)}`);
    } finally {
      setCopying(null);
    }
  };

  const logAgain = async (food: RecentFood, index: number) => {
    setLogging(index);
    try {
      await addEntry.mutateAsync({
        date: selected,
        meal_type: food.meal_type,
        recipe_id: food.recipe_id,
        food_name: food.food_name,
        serving_size: food.serving_size,
        serving_unit: food.serving_unit,
        calories: food.calories,
        protein: food.protein,
        carbohydrates: food.carbohydrates,
        fat: food.fat,
        sugar: food.sugar,
        notes: null,
      });
      toast.success(
        `Added ${food.food_name} to ${MEAL_LABELS[food.meal_type].toLowerCase()} ${onDayWords(selected, today)}.`,
      );
    } catch (error) {
      toast.error(`${diaryMessages.addFailed}: ${errorMessageOf(error)}`);
    } finally {
      setLogging(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const entry = deleting;
    try {
      await remove.mutateAsync(entry.id);
      toast.success(`Deleted ${entry.food_name}.`);
    } catch (error) {
      toast.error(`${diaryMessages.deleteFailed}: ${errorMessageOf(error)}`);
    }
    setDeleting(null);
    refocusRef.current = entry.meal_type;
  };

  // The row is gone: once the confirmation has closed (its focus trap would pull focus back while
  // open), focus goes to the meal's Add rather than to nothing.
  useEffect(() => {
    const meal = refocusRef.current;
    if (meal === null || deleting !== null) return;
    refocusRef.current = null;
    addRefs.current.get(meal)?.focus();
  }, [deleting]);

  const canCopyDay = offerCopy((counts) => Object.values(counts).reduce((sum, n) => sum + n, 0));
  const copyDayLabel = selected === today ? 'Copy yesterday' : `Copy ${shortDay(previous)}`;

  let meals;
  if (dayLoading) {
    meals = <MealsSkeleton />;
  } else if (day.isError) {
    meals = (
      <ErrorState
        message={diaryMessages.loadFailed}
        onRetry={() => void day.refetch()}
        retrying={day.isRefetching}
      />
    );
  } else {
    meals = (
      <div className="flex flex-col gap-3">
        {dayEmpty ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-5 text-center">
            <p className="font-medium text-slate-900">
              Nothing logged on {longDay(selected, today)}.
            </p>
            <p className="mt-1 text-sm text-slate-700">
              Add what you ate to a meal below
              {recent.data?.length ? ', tap a food to log it again' : ''}
              {canCopyDay ? `, or copy ${previousWords}` : ''}.
            </p>
          </div>
        ) : null}
        {groups.map((group) => {
          const offered = offerCopy((counts) => counts[group.meal]);
          return (
            <MealSection
              key={group.meal}
              meal={group.meal}
              entries={group.entries}
              totals={group.totals}
              showMacros={showMacros}
              dayEmpty={dayEmpty}
              copy={
                offered
                  ? {
                      label:
                        selected === today
                          ? `Copy yesterday's ${group.meal}`
                          : `Copy ${group.meal} from ${previousWords}`,
                      busy: copying === group.meal,
                      onCopy: () => void copy(group.meal),
                    }
                  : null
              }
              addRef={(element) => {
                if (element) addRefs.current.set(group.meal, element);
                else addRefs.current.delete(group.meal);
              }}
              onAdd={(opener) => openEntry({ kind: 'add', meal: group.meal }, opener)}
              onEdit={(entry, opener) => openEntry({ kind: 'edit', entry }, opener)}
              onDelete={(entry, opener) => {
                openerRef.current = opener;
                setDeleting(entry);
              }}
            />
          );
        })}
      </div>
    );
  }

  const weekDays = week.map((date) => weekData?.find((d) => d.date === date) ?? emptyDay(date));

  return (
    <>
      <PageHeader
        title="Food Diary"
        description="What you eat each day, against your nutrition targets."
        actions={
          <Button
            variant="secondary"
            onClick={(event) => {
              openerRef.current = event.currentTarget;
              setOpen({ kind: 'settings' });
            }}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Nutrition settings
          </Button>
        }
      />
      <DateNav
        selected={selected}
        today={today}
        hrefOf={hrefOf}
        onPick={(date) => void navigate(hrefOf(date))}
      >
        {canCopyDay ? (
          <Button
            variant="secondary"
            size="sm"
            className="min-h-11"
            busy={copying === 'day'}
            onClick={() => void copy()}
          >
            <Copy aria-hidden="true" className="size-4" />
            {copyDayLabel}
          </Button>
        ) : null}
      </DateNav>

      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6">
        {/* On a phone the day's totals come first (CSS order); from lg they sit in the right column. */}
        <div className="contents lg:flex lg:flex-col lg:gap-5">
          {recent.data && recent.data.length > 0 ? (
            <div className="order-2">
              <RecentFoods
                foods={recent.data}
                busyIndex={logging}
                onLog={(food, index) => void logAgain(food, index)}
              />
            </div>
          ) : null}
          <section aria-labelledby={mealsHeadingId} className="order-3 flex flex-col gap-3">
            <h2 id={mealsHeadingId} className="sr-only">
              Meals
            </h2>
            {meals}
          </section>
        </div>
        <div className="contents lg:flex lg:flex-col lg:gap-5">
          <section
            aria-labelledby={totalsHeadingId}
            className="order-1 rounded-xl border border-slate-200 bg-white p-4 shadow-xs"
          >
            <h2 id={totalsHeadingId} className="mb-3 font-semibold text-slate-900">
              {selected === today ? 'Today’s totals' : `Totals for ${shortDay(selected)}`}
            </h2>
            {day.isError ? (
              <p className="text-sm text-slate-700">The totals show once the day has loaded.</p>
            ) : (
              <DaySummary
                totals={totals}
                settings={settings.data}
                settingsError={settings.isError}
                onRetrySettings={() => void settings.refetch()}
                retryingSettings={settings.isRefetching}
              />
            )}
          </section>
          <section
            aria-labelledby={weekHeadingId}
            className="order-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs"
          >
            <h2 id={weekHeadingId} className="mb-3 font-semibold text-slate-900">
              Last 7 days
            </h2>
            {weekLoading ? (
              <div aria-busy="true" className="flex flex-col gap-2">
                <span role="status" className="sr-only">
                  Loading the last 7 days…
                </span>
                <Skeleton className="h-40 w-full" />
                <Skeleton className="h-24 w-full" />
              </div>
            ) : summary.isError ? (
              <ErrorState
                message={diaryMessages.weeklyLoadFailed}
                onRetry={() => void summary.refetch()}
                retrying={summary.isRefetching}
              />
            ) : (
              <WeekChart
                days={weekDays}
                today={today}
                selected={selected}
                calorieTarget={settings.data?.calorie_target}
                trackMacros={showMacros}
                trackSugar={settings.data?.track_sugar ?? true}
                hrefOf={hrefOf}
              />
            )}
          </section>
          <div className="order-5 rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
            <ExportPanel key={today} from={weekStart} to={today} />
          </div>
          <div className="order-6 rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
            <MyHealthGoals />
          </div>
        </div>
      </div>

      <Suspense fallback={<DialogLoading />}>
        {open?.kind === 'entry' ? (
          <EntryDialog
            key={open.session}
            mode={open.mode}
            date={selected}
            today={today}
            onClose={() => setOpen(null)}
            returnFocusRef={openerRef}
          />
        ) : null}
        {open?.kind === 'settings' && settings.data ? (
          <SettingsDialog
            settings={settings.data}
            onClose={() => setOpen(null)}
            returnFocusRef={openerRef}
          />
        ) : null}
      </Suspense>
      {open?.kind === 'settings' && !settings.data ? (
        <ConfirmDialog
          open
          title="Nutrition settings"
          description={settings.isError ? settingsMessages.loadFailed : 'Loading your settings…'}
          confirmLabel="Retry"
          confirmVariant="primary"
          cancelLabel="Close"
          busy={settings.isFetching}
          onCancel={() => setOpen(null)}
          onConfirm={() => void settings.refetch()}
          returnFocusRef={openerRef}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title="Delete this entry?"
        description={
          deleting ? (
            <>
              “{deleting.food_name}” will be removed from{' '}
              {MEAL_LABELS[deleting.meal_type].toLowerCase()} on {longDay(selected, today)}.
            </>
          ) : null
        }
        confirmLabel="Delete entry"
        busy={remove.isPending}
        returnFocusRef={openerRef}
      />
    </>
  );
}
