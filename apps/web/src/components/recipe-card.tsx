import { useState } from 'react';
import { Link } from 'react-router';
import { ChefHat, Clock, Lock } from 'lucide-react';
import {
  CARD_IMAGE_SIZES,
  dietLabel,
  formatTime,
  FULL_WIDTH_SIZES,
  recipeImageSrcSet,
  type RecipeSummary,
} from '@mise/core';
import { Badge, type BadgeTone } from './ui/badge';
import { Skeleton } from './ui/skeleton';

export { CARD_IMAGE_SIZES, recipeImageSrcSet };

/** What a card shows: any recipe list item from the API has these fields. */
export type RecipeCardData = Pick<
  RecipeSummary,
  | 'id'
  | 'title'
  | 'description'
  | 'image_url'
  | 'prep_time'
  | 'cook_time'
  | 'complexity'
  | 'dietary_restrictions'
  | 'cuisine'
  | 'is_public'
>;

const complexityTone: Record<RecipeCardData['complexity'], BadgeTone> = {
  easy: 'green',
  medium: 'blue',
  hard: 'amber',
  expert: 'red',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Said on the card and the page of a recipe only its owner can see. */
export function PrivateBadge() {
  return (
    <Badge tone="amber">
      <Lock aria-hidden="true" className="mr-1 size-3" />
      Private
    </Badge>
  );
}

/** Shown when a recipe has no photo, or its photo does not load. */
export function RecipeImagePlaceholder({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`flex items-center justify-center bg-gradient-to-br from-emerald-100 via-amber-50 to-orange-100 text-emerald-800/60 ${className}`}
    >
      <ChefHat className="size-12" />
    </div>
  );
}

/** A recipe photo that falls back to the placeholder when it is missing or broken. */
export function RecipeImage({
  src,
  className = '',
  alt = '',
  loading = 'lazy',
  fetchPriority,
  sizes = FULL_WIDTH_SIZES,
  width,
  height,
}: {
  src: string | null;
  className?: string;
  alt?: string;
  loading?: 'lazy' | 'eager';
  /** 'high' on the picture likely to be the page's largest paint. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /**
   * How wide the picture is shown, for choosing among its widths (see `recipeImageSrcSet`): the
   * whole viewport unless told (`CARD_IMAGE_SIZES` for a card in a grid).
   */
  sizes?: string;
  /** The picture's intrinsic size, when known, so nothing shifts while it loads. */
  width?: number;
  height?: number;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <RecipeImagePlaceholder className={className} />;
  const srcSet = recipeImageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
      className={`object-cover ${className}`}
    />
  );
}

export interface RecipeCardProps {
  recipe: RecipeCardData;
  headingLevel?: 2 | 3;
  /**
   * 'eager' for a card in a list's first row (on screen at once: loading it lazily only delays the
   * page's largest paint), 'priority' for the first of them, which is fetched ahead of the rest.
   */
  imageLoading?: 'lazy' | 'eager' | 'priority';
}

/**
 * A recipe in a list: photo, title (the link), short description, a Private badge, total time,
 * complexity and diets.
 * The whole card is clickable through the title link's overlay; it is one link for keyboards and
 * screen readers.
 */
export function RecipeCard({ recipe, headingLevel = 3, imageLoading = 'lazy' }: RecipeCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A recipe without times shows no time at all, never '0 min'.
  const totalTime = formatTime(recipe.prep_time + recipe.cook_time);
  const diets = recipe.dietary_restrictions.slice(0, 3);
  const moreDiets = recipe.dietary_restrictions.length - diets.length;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <RecipeImage
        src={recipe.image_url}
        className="aspect-[16/10] w-full"
        sizes={CARD_IMAGE_SIZES}
        loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={imageLoading === 'priority' ? 'high' : undefined}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={`/recipes/${encodeURIComponent(recipe.id)}`}
            className="rounded after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:outline-none"
          >
            {recipe.title}
          </Link>
        </Heading>
        {recipe.description ? (
          <p className="line-clamp-2 text-sm text-slate-700">{recipe.description}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2 text-sm text-slate-700">
          {recipe.is_public ? null : <PrivateBadge />}
          {totalTime ? (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">Total time: </span>
              {totalTime}
            </span>
          ) : null}
          <Badge tone={complexityTone[recipe.complexity]}>
            <span className="sr-only">Complexity: </span>
            {capitalise(recipe.complexity)}
          </Badge>
          {recipe.cuisine ? <Badge>{recipe.cuisine}</Badge> : null}
          {diets.map((diet) => (
            <Badge key={diet} tone="green">
              {dietLabel(diet)}
            </Badge>
          ))}
          {moreDiets > 0 ? <Badge>+{moreDiets} more</Badge> : null}
        </div>
      </div>
    </article>
  );
}

/** How a list's `index`th card loads its picture: the first row (three cards wide at most) at once. */
export const cardImageLoading = (index: number): RecipeCardProps['imageLoading'] =>
  index === 0 ? 'priority' : index < 3 ? 'eager' : 'lazy';

/** The grey shape of a card while the list loads. */
export function RecipeCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="mt-2 flex gap-2">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
      </div>
    </div>
  );
}
