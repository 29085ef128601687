import { Clock, Eye, PencilLine, BookmarkPlus } from 'lucide-react';
import type { InspirationMeal } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { CARD_IMAGE_SIZES, RecipeImage } from '../../../components/recipe-card';
import { MEAL_ART_SIZE, mealKind, mealTime } from './meal-facts';

export interface InspirationCardProps {
  meal: InspirationMeal;
  saving: boolean;
  onCustomize: () => void;
  onSave: () => void;
  onView: () => void;
  /** How the artwork loads: see `cardImageLoading` (the first row at once, the first card first). */
  imageLoading?: 'lazy' | 'eager' | 'priority';
}

/** One inspiration: artwork, title, category · cuisine, time, and its three actions. */
export function InspirationCard({
  meal,
  saving,
  onCustomize,
  onSave,
  onView,
  imageLoading = 'lazy',
}: InspirationCardProps) {
  const time = mealTime(meal);
  // Each button names its meal for screen readers: six cards would otherwise read "View" six times.
  // A label rather than hidden text, which browsers join to the visible word with a stray space.
  const named = (action: string) => `${action}: ${meal.title}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <RecipeImage
        {...MEAL_ART_SIZE}
        src={meal.image_url}
        className="aspect-[16/10] w-full"
        sizes={CARD_IMAGE_SIZES}
        loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={imageLoading === 'priority' ? 'high' : undefined}
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg leading-snug font-semibold text-slate-900">{meal.title}</h3>
        <p className="text-sm text-slate-700">{mealKind(meal)}</p>
        {time ? (
          <p className="inline-flex items-center gap-1 text-sm text-slate-700">
            <Clock aria-hidden="true" className="size-4" />
            <span className="sr-only">Total time: </span>
            {time}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={onCustomize}
            aria-label={named('Customize')}
          >
            <PencilLine aria-hidden="true" className="size-4" />
            Customize
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={onSave}
            busy={saving}
            aria-label={named('Save')}
          >
            <BookmarkPlus aria-hidden="true" className="size-4" />
            Save
          </Button>
          <Button variant="ghost" size="sm" onClick={onView} aria-label={named('View')}>
            <Eye aria-hidden="true" className="size-4" />
            View
          </Button>
        </div>
      </div>
    </article>
  );
}
