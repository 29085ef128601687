import { Link } from 'react-router';
import { CalendarPlus, GripVertical } from 'lucide-react';
import type { RecipeSummary } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { RecipeImage } from '../../../components/recipe-card';
import { useMoney } from '../../../lib/currency';
import { startDrag } from './week-calendar';

export interface RecipeTrayProps {
  /** The plan's recipe ids, in the plan's order. */
  recipeIds: readonly string[];
  recipes: ReadonlyMap<string, RecipeSummary>;
  /** How many times each recipe is on the week. */
  placements: ReadonlyMap<string, number>;
  editable: boolean;
  dragEnabled: boolean;
  onPlan: (recipe: RecipeSummary) => void;
}

/**
 * The plan's recipes: those not yet on a day first (what is left to plan), then the others. The
 * author plans each with its Plan button, or on a wide screen drags it onto a meal.
 */
export function RecipeTray({
  recipeIds,
  recipes,
  placements,
  editable,
  dragEnabled,
  onPlan,
}: RecipeTrayProps) {
  const unplanned = recipeIds.filter((id) => !placements.get(id));
  const planned = recipeIds.filter((id) => placements.get(id));
  const group = (title: string, ids: string[], empty: string) => (
    <div className="flex flex-col gap-2">
      <h3 className="font-medium text-slate-900">{title}</h3>
      {ids.length === 0 ? (
        <p className="text-sm text-slate-700">{empty}</p>
      ) : (
        <ul aria-label={title} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {ids.map((id) => (
            <TrayRecipe
              key={id}
              id={id}
              recipe={recipes.get(id)}
              count={placements.get(id) ?? 0}
              editable={editable}
              dragEnabled={dragEnabled}
              onPlan={onPlan}
            />
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      {group('Not on a day yet', unplanned, 'Every recipe is on the week.')}
      {planned.length > 0 ? group('On the week', planned, '') : null}
    </div>
  );
}

function TrayRecipe({
  id,
  recipe,
  count,
  editable,
  dragEnabled,
  onPlan,
}: {
  id: string;
  recipe: RecipeSummary | undefined;
  count: number;
  editable: boolean;
  dragEnabled: boolean;
  onPlan: (recipe: RecipeSummary) => void;
}) {
  const money = useMoney();
  const canDrag = dragEnabled && recipe !== undefined;
  return (
    <li
      draggable={canDrag}
      onDragStart={
        canDrag
          ? (event) => startDrag(event, { kind: 'recipe', recipe_id: id }, recipe.title)
          : undefined
      }
      className={`flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-2 ${
        canDrag ? 'cursor-grab active:cursor-grabbing' : ''
      }`}
    >
      {canDrag ? (
        <GripVertical aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      ) : null}
      <RecipeImage
        src={recipe?.image_url ?? null}
        className="size-12 shrink-0 rounded-md object-cover"
      />
      <div className="min-w-0 flex-1">
        {recipe ? (
          <Link
            to={`/recipes/${encodeURIComponent(id)}`}
            className="line-clamp-2 font-medium text-slate-900 hover:underline"
          >
            {recipe.title}
          </Link>
        ) : (
          <span className="text-slate-700 italic">A recipe no longer available</span>
        )}
        <p className="text-xs text-slate-700">
          {recipe && recipe.cost_per_serving > 0
            ? `${money(recipe.cost_per_serving)} a serving`
            : 'No cost yet'}
          {count > 0 ? ` · on ${count} ${count === 1 ? 'meal' : 'meals'}` : ''}
        </p>
      </div>
      {editable && recipe ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPlan(recipe)}
          aria-label={`Plan ${recipe.title}`}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          Plan
        </Button>
      ) : null}
    </li>
  );
}
