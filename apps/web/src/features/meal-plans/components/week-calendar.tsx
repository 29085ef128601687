import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightLeft, GripVertical, Minus, Plus, X } from 'lucide-react';
import type { MealPlanSlot, MealPlanSummary, MealType, RecipeSummary } from '@mise/core';
import { RecipeImage } from '../../../components/recipe-card';
import { useMoney } from '../../../lib/currency';
import { dailyShare, servingsText, summaryDay } from '../budget';
import {
  applyDrop,
  buildWeek,
  canGrow,
  canLessen,
  changeServings,
  decodeDrag,
  DRAG_TYPE,
  encodeDrag,
  MEAL_TYPE_LABELS,
  MEAL_TYPES,
  removeFromWeek,
  servingsStep,
  type PlacedItem,
  type Place,
  type ScheduleEdit,
} from '../week';

export interface WeekCalendarProps {
  schedule: readonly MealPlanSlot[];
  recipes: ReadonlyMap<string, RecipeSummary>;
  summary: MealPlanSummary | undefined;
  budget: number;
  /** The author's view: servings, Remove, and drops. */
  editable: boolean;
  /** Wide screen and editable: items drag, and every meal of every day is a drop target. */
  dragEnabled: boolean;
  onEdit: (edit: ScheduleEdit) => void;
  /** The author's Move on an item: the page opens the picker on it (phones and keyboards). */
  onMove?: (item: PlacedItem, title: string) => void;
  /**
   * An item control to focus once it is on screen (`focusId`): after a Move the item is drawn in its
   * new place, and the button that opened the picker is gone with its old place.
   */
  focusRequest?: string | null;
  onFocusDone?: () => void;
}

/** The `data-focus-id` of an item's control, for `focusRequest`. */
export const focusId = (control: 'move' | 'remove', key: string) => `${control}:${key}`;

function focusControl(root: HTMLElement | null, id: string): boolean {
  const target = [...(root?.querySelectorAll<HTMLElement>('[data-focus-id]') ?? [])].find(
    (element) => element.dataset.focusId === id,
  );
  target?.focus();
  return target !== undefined;
}

const hasOurPayload = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);

/** Starts a drag of a tray recipe or a placed item (wide screens). */
export function startDrag(
  event: DragEvent,
  payload: Parameters<typeof encodeDrag>[0],
  label: string,
) {
  event.dataTransfer.setData(DRAG_TYPE, encodeDrag(payload));
  event.dataTransfer.setData('text/plain', label);
  event.dataTransfer.effectAllowed = payload.kind === 'recipe' ? 'copy' : 'move';
}

/**
 * The week: a list of days on a phone, two to four columns on a tablet or a small laptop, seven
 * from 1280 px (xl) — narrower columns could not hold an item's buttons. Each day says its
 * cost (against a seventh of the budget) and its meals; the author changes servings and removes
 * items here, and on a wide screen drags recipes onto meals and items between them.
 */
export function WeekCalendar({
  schedule,
  recipes,
  summary,
  budget,
  editable,
  dragEnabled,
  onEdit,
  onMove,
  focusRequest = null,
  onFocusDone,
}: WeekCalendarProps) {
  const money = useMoney();
  const week = buildWeek(schedule);
  const [overCell, setOverCell] = useState<string | null>(null);
  const share = dailyShare(budget);
  // Ids of our own: two calendars (or another list of days) in a page must not share them.
  const idPrefix = useId();
  const dayHeadingId = (day: number) => `${idPrefix}-day-${day}`;
  const rootRef = useRef<HTMLOListElement>(null);

  // Tried at each drawing of the week until the control is there (the edit shows a moment later).
  useEffect(() => {
    if (focusRequest && focusControl(rootRef.current, focusRequest)) onFocusDone?.();
  }, [focusRequest, schedule, onFocusDone]);

  const drop = (event: DragEvent, place: Place) => {
    setOverCell(null);
    const payload = decodeDrag(event.dataTransfer.getData(DRAG_TYPE));
    if (!payload) return;
    event.preventDefault();
    const servings =
      payload.kind === 'recipe' ? (recipes.get(payload.recipe_id)?.servings ?? 1) || 1 : 1;
    onEdit((current) => applyDrop(current, payload, place, servings));
  };

  return (
    <ol
      ref={rootRef}
      aria-label="Days of the week"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7 xl:gap-2"
    >
      {week.map((day) => {
        const totals = summaryDay(summary, day.day);
        const meals = dragEnabled
          ? MEAL_TYPES
          : MEAL_TYPES.filter((type) => day.meals[type].length > 0);
        return (
          <li
            key={day.day}
            aria-labelledby={dayHeadingId(day.day)}
            className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white"
          >
            <div className="border-b border-slate-200 px-3 py-2">
              {/* Focusable from code: it takes the focus when the day's last item is removed. */}
              <h3
                id={dayHeadingId(day.day)}
                tabIndex={-1}
                className="font-semibold text-slate-900 focus:outline-none"
              >
                {day.name}
              </h3>
              <p className="text-sm text-slate-700 tabular-nums">
                {money(totals.cost)}
                {share > 0 ? (
                  <span className={totals.cost > share ? 'font-medium text-amber-900' : ''}>
                    {' '}
                    of {money(share)}
                    <span className="sr-only"> (a seventh of the weekly budget)</span>
                  </span>
                ) : null}
              </p>
            </div>
            <div className="flex flex-col gap-2 p-2">
              {meals.length === 0 ? (
                <p className="px-1 py-2 text-sm text-slate-600">Nothing planned.</p>
              ) : null}
              {meals.map((type) => (
                <MealCell
                  key={type}
                  dayName={day.name}
                  type={type}
                  items={day.meals[type]}
                  recipes={recipes}
                  editable={editable}
                  dragEnabled={dragEnabled}
                  highlighted={overCell === `${day.day}|${type}`}
                  onDragOver={(event) => {
                    if (!dragEnabled || !hasOurPayload(event)) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect =
                      event.dataTransfer.effectAllowed === 'move' ? 'move' : 'copy';
                    setOverCell(`${day.day}|${type}`);
                  }}
                  onDragLeave={() =>
                    setOverCell((cell) => (cell === `${day.day}|${type}` ? null : cell))
                  }
                  onDrop={(event) => drop(event, { day: day.day, meal_type: type })}
                  onEdit={onEdit}
                  onMove={onMove}
                  onRemoved={(neighbour) => {
                    if (!neighbour || !focusControl(rootRef.current, focusId('remove', neighbour)))
                      document.getElementById(dayHeadingId(day.day))?.focus();
                  }}
                  money={money}
                />
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

interface MealCellProps {
  dayName: string;
  type: MealType;
  items: PlacedItem[];
  recipes: ReadonlyMap<string, RecipeSummary>;
  editable: boolean;
  dragEnabled: boolean;
  highlighted: boolean;
  onDragOver: (event: DragEvent) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent) => void;
  onEdit: (edit: ScheduleEdit) => void;
  onMove: WeekCalendarProps['onMove'];
  /** An item is being removed: the focus goes to `neighbour`'s Remove, or the day's heading. */
  onRemoved: (neighbour: string | undefined) => void;
  money: (amount: number) => string;
}

function MealCell({
  dayName,
  type,
  items,
  recipes,
  editable,
  dragEnabled,
  highlighted,
  onDragOver,
  onDragLeave,
  onDrop,
  onEdit,
  onMove,
  onRemoved,
  money,
}: MealCellProps) {
  const labelId = useId();
  const where = `${dayName} ${MEAL_TYPE_LABELS[type].toLowerCase()}`;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      data-drop-cell={dragEnabled ? where : undefined}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={`rounded-lg p-1.5 ${
        dragEnabled ? 'min-h-14 border border-dashed' : ''
      } ${highlighted ? 'border-emerald-600 bg-emerald-50' : 'border-slate-300'}`}
    >
      <p id={labelId} className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
        {MEAL_TYPE_LABELS[type]} <span className="sr-only">on {dayName}</span>
      </p>
      {items.length > 0 ? (
        <ul className="mt-1 flex flex-col gap-1.5">
          {items.map((item, index) => (
            <PlacedRecipe
              key={item.key}
              item={item}
              recipe={recipes.get(item.slot.recipe_id)}
              where={where}
              editable={editable}
              dragEnabled={dragEnabled}
              onEdit={onEdit}
              onMove={onMove}
              // The next item of the meal, else the one before.
              onRemoved={() => onRemoved((items[index + 1] ?? items[index - 1])?.key)}
              money={money}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function PlacedRecipe({
  item,
  recipe,
  where,
  editable,
  dragEnabled,
  onEdit,
  onMove,
  onRemoved,
  money,
}: {
  item: PlacedItem;
  recipe: RecipeSummary | undefined;
  where: string;
  editable: boolean;
  dragEnabled: boolean;
  onEdit: (edit: ScheduleEdit) => void;
  onMove: WeekCalendarProps['onMove'];
  onRemoved: () => void;
  money: (amount: number) => string;
}) {
  const { servings } = item.slot;
  const title = recipe?.title ?? 'A recipe no longer available';
  const cost = (recipe?.cost_per_serving ?? 0) * servings;
  return (
    <li
      draggable={dragEnabled}
      onDragStart={
        dragEnabled
          ? (event) => startDrag(event, { kind: 'item', key: item.key }, title)
          : undefined
      }
      className={`rounded-md border border-slate-200 bg-slate-50 p-1.5 text-sm ${
        dragEnabled ? 'cursor-grab active:cursor-grabbing' : ''
      }`}
    >
      <div className="flex items-start gap-2">
        {dragEnabled ? (
          <GripVertical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        ) : null}
        {/* Not in the seven narrow columns: the title needs the room. */}
        <RecipeImage
          src={recipe?.image_url ?? null}
          className="size-9 shrink-0 rounded object-cover xl:hidden"
        />
        <div className="min-w-0 flex-1">
          {recipe ? (
            <Link
              to={`/recipes/${encodeURIComponent(recipe.id)}`}
              className="line-clamp-2 font-medium break-words text-slate-900 hover:underline"
            >
              {title}
            </Link>
          ) : (
            <span className="text-slate-700 italic">{title}</span>
          )}
          <p className="text-xs text-slate-700 tabular-nums">
            {servingsText(servings)}
            {cost > 0 ? ` · ${money(cost)}` : ''}
          </p>
        </div>
      </div>
      {editable ? (
        // Two pairs that wrap onto two lines in a narrow column instead of spilling out of it.
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-1 gap-y-0.5">
          <div className="flex items-center gap-0.5">
            <IconButton
              label={`Fewer servings of ${title}, ${where}`}
              unavailable={!canLessen(servings)}
              onClick={() =>
                onEdit((current) => changeServings(current, item.key, servingsStep(servings, -1)))
              }
            >
              <Minus aria-hidden="true" className="size-4" />
            </IconButton>
            <IconButton
              label={`More servings of ${title}, ${where}`}
              unavailable={!canGrow(servings)}
              onClick={() =>
                onEdit((current) => changeServings(current, item.key, servingsStep(servings, 1)))
              }
            >
              <Plus aria-hidden="true" className="size-4" />
            </IconButton>
          </div>
          <div className="flex items-center gap-0.5">
            {onMove ? (
              <IconButton
                label={`Move ${title} from ${where}`}
                focusKey={focusId('move', item.key)}
                onClick={() => onMove(item, title)}
              >
                <ArrowRightLeft aria-hidden="true" className="size-4" />
              </IconButton>
            ) : null}
            <IconButton
              label={`Remove ${title} from ${where}`}
              focusKey={focusId('remove', item.key)}
              onClick={() => {
                // Before the item goes: its button has the focus, which must not fall to the page.
                onRemoved();
                onEdit((current) => removeFromWeek(current, item.key));
              }}
            >
              <X aria-hidden="true" className="size-4" />
            </IconButton>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/**
 * A 36 px icon button. At a limit (− at half a serving, + at 100) it stays focusable and says it is
 * unavailable (aria-disabled) and ignores the click: a focused button that became disabled would drop
 * the focus of a cook pressing it repeatedly, as in the collections' Move up and Move down.
 */
function IconButton({
  label,
  onClick,
  unavailable = false,
  focusKey,
  children,
}: {
  label: string;
  onClick: () => void;
  unavailable?: boolean;
  focusKey?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={unavailable || undefined}
      data-focus-id={focusKey}
      onClick={() => {
        if (!unavailable) onClick();
      }}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-slate-200 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}
