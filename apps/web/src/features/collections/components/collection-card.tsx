import { Link } from 'react-router';
import { Globe } from 'lucide-react';
import type { Collection } from '@mise/core';
import { PrivateBadge, RecipeImage } from '../../../components/recipe-card';
import { Badge } from '../../../components/ui/badge';
import { recipesWord } from '../words';

/** Says whether others may read a cookbook. */
export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  if (!isPublic) return <PrivateBadge />;
  return (
    <Badge tone="green">
      <Globe aria-hidden="true" className="mr-1 size-3" />
      Public
    </Badge>
  );
}

/** A cookbook in the list: its cover, name (the link, over the whole card), count and visibility. */
export function CollectionCard({ collection }: { collection: Collection }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <RecipeImage src={collection.cover_image_url} className="aspect-[16/10] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={`/collections/${encodeURIComponent(collection.id)}`}
            className="rounded after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:outline-none"
          >
            {collection.name}
          </Link>
        </h2>
        {collection.description ? (
          <p className="line-clamp-2 text-sm text-slate-700">{collection.description}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2 text-sm text-slate-700">
          <span>{recipesWord(collection.recipe_count)}</span>
          <VisibilityBadge isPublic={collection.is_public} />
        </div>
      </div>
    </article>
  );
}
