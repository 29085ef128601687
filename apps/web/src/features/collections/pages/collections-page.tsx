import { useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { collectionMessages } from '@mise/core';
import { RecipeCardSkeleton } from '../../../components/recipe-card';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast-store';
import { useCollections, useCreateCollection } from '../api';
import { CollectionCard } from '../components/collection-card';
import { CollectionFormDialog } from '../components/collection-form-dialog';
import { useShowMore } from '../components/use-show-more';

/**
 * My cookbooks (spec-1 §2 /collections; issue 13 point 3): each as a card with its cover, name,
 * count and whether it is public; a new one made in a dialog. Recipes are added from their own page.
 */
export function CollectionsPage() {
  const collections = useCollections();
  const cookbooks = collections.data?.pages.flatMap((page) => page.items);
  const { listRef, showMore } = useShowMore<HTMLUListElement>(collections.fetchNextPage);
  const create = useCreateCollection();
  const [creating, setCreating] = useState(false);
  const [session, setSession] = useState(0);
  const openerRef = useRef<HTMLButtonElement>(null);

  const openCreate = () => {
    setSession((n) => n + 1);
    setCreating(true);
  };
  const newButton = (
    <Button ref={openerRef} onClick={openCreate}>
      <Plus aria-hidden="true" className="size-5" />
      New cookbook
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Cookbooks"
        description="Group your favourite recipes into cookbooks."
        actions={cookbooks && cookbooks.length > 0 ? newButton : null}
      />
      {collections.isPending ? (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span role="status" className="sr-only">
            Loading your cookbooks…
          </span>
          {[0, 1, 2].map((i) => (
            <RecipeCardSkeleton key={i} />
          ))}
        </div>
      ) : !cookbooks ? (
        <ErrorState
          message={collectionMessages.loadFailed}
          onRetry={() => void collections.refetch()}
          retrying={collections.isFetching}
        />
      ) : cookbooks.length === 0 ? (
        <EmptyState title="No cookbooks yet" action={newButton}>
          Make a cookbook, then open any recipe and press <strong>Save to cookbook</strong> to add
          it.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-4">
          <ul
            ref={listRef}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-label="Your cookbooks"
          >
            {cookbooks.map((collection) => (
              <li key={collection.id}>
                <CollectionCard collection={collection} />
              </li>
            ))}
          </ul>
          {collections.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-center"
              onClick={showMore}
              busy={collections.isFetchingNextPage}
            >
              Show more cookbooks
            </Button>
          ) : null}
          {collections.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm font-medium text-red-700">
              {collectionMessages.loadFailed}
            </p>
          ) : null}
        </div>
      )}
      {creating ? (
        <CollectionFormDialog
          key={session}
          open
          onClose={() => setCreating(false)}
          title="New cookbook"
          submitLabel="Create cookbook"
          onSubmit={async (fields) => {
            const made = await create.mutateAsync(fields);
            setCreating(false);
            toast.success(collectionMessages.created(made.name));
          }}
        />
      ) : null}
    </>
  );
}
