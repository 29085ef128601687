import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, Coins, Flame, Pencil, Printer, Timer, Trash2 } from 'lucide-react';
import {
  dietLabel,
  formatTime,
  ingredientDisplay,
  isNutritionSet,
  nutritionStatus,
  recipeCosts,
  recipeMessages,
  scaleIngredient,
  type Ingredient,
  type NutritionalInfo,
  type Recipe,
} from '@mise/core';
import { PrivateBadge, RecipeImage } from '../../../components/recipe-card';
import { RecipeActions } from '../../../components/recipe-actions-slot';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast-store';
import { errorMessageOf, isApiError } from '../../../lib/api-client';
import { useMoney } from '../../../lib/currency';
import type { PagePrimer } from '../../../lib/page-primer';
import { forgetRecipe, primeRecipe, useDeleteRecipe, useRecipe } from '../read-api';
import { BackLink } from '../components/back-link';
import { ALL_NUTRIENTS, formatNutrient } from '../components/nutrition-fields';
import { RecipeJsonLd } from '../components/recipe-json-ld';
import { RecipeNotFound } from '../components/recipe-not-found';
import { ServingsScaler } from '../components/servings-scaler';
import { recipeEditNutritionPath } from '../recipe-links';
import { recipeToastKey } from '../toast-keys';

export const recipeDeletedMessage = 'Recipe deleted.';

/** See `PagePrimer` in app/routes.tsx. */
export const primeRecipeDetailPage: PagePrimer = (queryClient, { params }) =>
  params.id ? primeRecipe(queryClient, params.id) : undefined;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * How an ingredient reads for `servings` (core's scaler and formatter): '2 cloves' + 'garlic',
 * '3 tbsp' + 'flour' rather than '0.19 cup', '' + 'salt, to taste'.
 */
export function scaledIngredient(ingredient: Ingredient, from: number, to: number) {
  return ingredientDisplay({ name: ingredient.name, ...scaleIngredient(ingredient, from, to) });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `recipe-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="break-inside-avoid-page">
      <h2 id={id} className="mb-3 text-xl font-semibold text-slate-900 print:text-black">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="inline-flex items-center gap-2 text-slate-700 print:text-black">
        <span className="text-emerald-700 print:hidden">{icon}</span>
        {label}
      </dt>
      <dd className="font-semibold text-slate-900 print:text-black">{value}</dd>
    </div>
  );
}

function IngredientsList({ recipe, servings }: { recipe: Recipe; servings: number }) {
  if (recipe.ingredients.length === 0)
    return <p className="text-slate-700">No ingredients listed.</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white print:border-0">
      {recipe.ingredients.map((ingredient) => {
        const { measure, name } = scaledIngredient(ingredient, recipe.servings, servings);
        return (
          <li key={ingredient.id} className="flex flex-wrap items-baseline gap-x-2 px-4 py-2.5">
            {measure ? (
              <span className="font-semibold text-slate-900 tabular-nums print:text-black">
                {measure}
              </span>
            ) : null}
            <span className="min-w-0 break-words text-slate-900 print:text-black">{name}</span>
            {ingredient.optional ? (
              <span className="text-sm text-slate-600">(optional)</span>
            ) : null}
            {ingredient.notes ? (
              <span className="w-full text-sm text-slate-700">{ingredient.notes}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function StepsList({ recipe }: { recipe: Recipe }) {
  const steps = [...recipe.steps].sort((a, b) => a.step_number - b.step_number);
  if (steps.length === 0) return <p className="text-slate-700">No steps listed.</p>;
  return (
    <ol className="flex flex-col gap-4">
      {steps.map((step, index) => {
        const time = formatTime(step.time_required);
        return (
          <li key={step.id} className="flex gap-4 break-inside-avoid">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-700 font-semibold text-white print:border print:border-black print:bg-white print:text-black"
            >
              {index + 1}
            </span>
            {/* flex-1 min-w-0: the text takes the row's width (and wraps long words), never squeezed. */}
            <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
              <p className="font-semibold break-words text-slate-900 print:text-black">
                <span className="sr-only">Step {index + 1}: </span>
                <span className="whitespace-pre-line font-normal">{step.instruction}</span>
              </p>
              {time ? (
                <p className="inline-flex items-center gap-1 text-sm text-slate-700">
                  <Timer aria-hidden="true" className="size-4" />
                  {time}
                </p>
              ) : null}
              {step.tips ? (
                <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 print:bg-white print:px-0 print:text-black">
                  <span className="font-semibold">Tip: </span>
                  {step.tips}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The recipe's nutrition per serving, rounded as a label is. Says "estimated automatically" only for
 * an estimate (the server recalculates it when ingredients or servings change); typed values whose
 * ingredients changed since are flagged, and the owner is offered the editor to recalculate.
 */
function NutritionFacts({ info, recipe }: { info: NutritionalInfo; recipe: Recipe }) {
  const shown = ALL_NUTRIENTS.filter((field) => typeof info[field.key] === 'number');
  const outdated = recipe.nutrition_outdated && !recipe.ai_estimated;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 print:border-black">
      <p className="mb-3 text-sm text-slate-700 print:text-black">
        {nutritionStatus.perServing}
        {recipe.ai_estimated ? ` · ${nutritionStatus.estimated}` : ''}
      </p>
      {outdated ? (
        <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-amber-900 print:text-black">
          {nutritionStatus.outdated}
          {recipe.is_owner ? (
            // To the editor's nutrition panel, its Recalculate button focused (not the page's top).
            <Link
              to={recipeEditNutritionPath(recipe.id)}
              className="font-medium text-emerald-800 underline underline-offset-2 print:hidden"
            >
              {nutritionStatus.recalculate} <span className="sr-only">nutrition in the editor</span>
            </Link>
          ) : null}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1.5 sm:grid-cols-3">
        {shown.map((field) => (
          <div
            key={field.key}
            className="flex justify-between gap-2 border-b border-slate-100 py-1"
          >
            <dt className="text-slate-700 print:text-black">{field.label}</dt>
            {/* nowrap: "12" and "g" stay together on a phone; the label wraps instead. */}
            <dd className="font-semibold whitespace-nowrap text-slate-900 tabular-nums print:text-black">
              {formatNutrient(field, info[field.key] ?? 0)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-slate-900 marker:text-emerald-700 print:text-black">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function OwnerActions({ recipe }: { recipe: Recipe }) {
  const [confirming, setConfirming] = useState(false);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);
  const deleteRecipe = useDeleteRecipe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const confirmDelete = async () => {
    try {
      await deleteRecipe.mutateAsync(recipe.id);
    } catch (error) {
      setConfirming(false);
      toast.error(errorMessageOf(error), { key: recipeToastKey(recipe.id) });
      return;
    }
    toast.success(recipeDeletedMessage, { key: recipeToastKey(recipe.id) });
    await navigate('/recipes');
    forgetRecipe(queryClient, recipe.id);
  };

  return (
    <>
      <Link
        to={`/recipes/${encodeURIComponent(recipe.id)}/edit`}
        className={buttonClasses('secondary', 'md', 'print:hidden')}
      >
        <Pencil aria-hidden="true" className="size-5" />
        Edit
      </Link>
      <Button
        ref={deleteButtonRef}
        variant="danger"
        className="print:hidden"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" className="size-5" />
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
        title="Delete this recipe?"
        description={
          <>
            “{recipe.title}” and its ingredients and steps will be deleted for good. This cannot be
            undone.
          </>
        }
        confirmLabel="Delete recipe"
        busy={deleteRecipe.isPending}
        returnFocusRef={deleteButtonRef}
      />
    </>
  );
}

function RecipeDetail({ recipe }: { recipe: Recipe }) {
  const [servings, setServings] = useState(recipe.servings);
  const money = useMoney();
  const nutrition = isNutritionSet(recipe.nutritional_info) ? recipe.nutritional_info : null;
  // A time or cost the recipe does not have is left out, never shown as '0 min'.
  const times = [
    { label: 'Prep time', icon: Clock, value: formatTime(recipe.prep_time) },
    { label: 'Cook time', icon: Flame, value: formatTime(recipe.cook_time) },
    { label: 'Total time', icon: Timer, value: formatTime(recipe.prep_time + recipe.cook_time) },
  ].filter((time) => time.value !== null);
  const costs = recipeCosts(recipe, servings);

  return (
    <article className="print:text-black">
      <RecipeJsonLd recipe={recipe} />
      <PageHeader
        title={recipe.title}
        actions={
          <>
            <Button variant="ghost" className="print:hidden" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-5" />
              Print
            </Button>
            {recipe.is_owner ? <OwnerActions recipe={recipe} /> : null}
          </>
        }
      />

      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] print:block">
        <div className="flex flex-col gap-4">
          <RecipeImage
            src={recipe.image_url}
            loading="eager"
            // The page's largest paint: fetched ahead of the scripts and the other pictures.
            fetchPriority="high"
            alt={recipe.image_url ? `Photo of ${recipe.title}` : ''}
            className="aspect-[16/10] w-full rounded-2xl print:hidden"
          />
          {recipe.description ? (
            <p className="text-lg whitespace-pre-line text-slate-800 print:text-black">
              {recipe.description}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {recipe.is_public ? null : <PrivateBadge />}
            <Badge tone="blue">
              <span className="sr-only">Complexity: </span>
              {capitalise(recipe.complexity)}
            </Badge>
            {recipe.cuisine ? <Badge>{recipe.cuisine}</Badge> : null}
            {/* 'other' tells the cook nothing. */}
            {recipe.meal_type && recipe.meal_type !== 'other' ? (
              <Badge>{capitalise(recipe.meal_type)}</Badge>
            ) : null}
            {recipe.dietary_restrictions.map((diet) => (
              <Badge key={diet} tone="green">
                {dietLabel(diet)}
              </Badge>
            ))}
          </div>
          <SourceLink url={recipe.source_url} />
        </div>

        {/* A plain box, not an <aside>: a complementary landmark may not sit inside <main>. */}
        <div className="flex flex-col gap-5 self-start rounded-2xl border border-slate-200 bg-white p-5 print:mt-4 print:border-0 print:p-0">
          {times.length || costs ? (
            <dl className="flex flex-col gap-2">
              {times.map(({ label, icon: Icon, value }) => (
                <Fact
                  key={label}
                  icon={<Icon aria-hidden="true" className="size-5" />}
                  label={label}
                  value={value ?? ''}
                />
              ))}
              {costs ? (
                <>
                  <Fact
                    icon={<Coins aria-hidden="true" className="size-5" />}
                    label="Cost per serving"
                    value={money(costs.perServing)}
                  />
                  <Fact
                    icon={<Coins aria-hidden="true" className="size-5" />}
                    label={`Cost for ${servings} ${servings === 1 ? 'serving' : 'servings'}`}
                    value={money(costs.total)}
                  />
                </>
              ) : null}
            </dl>
          ) : null}
          <ServingsScaler value={servings} original={recipe.servings} onChange={setServings} />
          <p aria-live="polite" className="sr-only">
            {servings === recipe.servings
              ? ''
              : `Ingredient amounts shown for ${servings} servings.`}
          </p>
          <RecipeActions recipe={recipe} servings={servings} />
        </div>
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:block print:space-y-8">
        <Section title="Ingredients">
          <p className="mb-2 text-sm text-slate-700 print:text-black">
            For {servings} {servings === 1 ? 'serving' : 'servings'}
          </p>
          <IngredientsList recipe={recipe} servings={servings} />
        </Section>
        <Section title="Preparation Steps">
          <StepsList recipe={recipe} />
        </Section>
      </div>

      <div className="mt-10 grid gap-10 md:grid-cols-2 print:block print:space-y-8">
        {nutrition ? (
          <div className="md:col-span-2">
            <Section title="Nutrition per serving">
              <NutritionFacts info={nutrition} recipe={recipe} />
            </Section>
          </div>
        ) : null}
        {recipe.health_tags.length ? (
          <Section title="Health Goals">
            <ul className="flex flex-wrap gap-2">
              {recipe.health_tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="green">{tag}</Badge>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {recipe.equipment_needed.length ? (
          <Section title="Equipment">
            <TextList items={recipe.equipment_needed} />
          </Section>
        ) : null}
        {recipe.special_ingredients.length ? (
          <Section title="Special Ingredients">
            <TextList items={recipe.special_ingredients} />
          </Section>
        ) : null}
      </div>
    </article>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy="true">
      <PageHeader title="Recipe" />
      <span role="status" className="sr-only">
        Loading recipe…
      </span>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Skeleton className="aspect-[16/10] w-full rounded-2xl" />
        <div className="flex flex-col gap-3">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-6 w-1/3" />
        </div>
      </div>
    </div>
  );
}

export function RecipeDetailPage() {
  const { id = '' } = useParams();
  const { data: recipe, error, isPending, refetch, isRefetching } = useRecipe(id);

  let content: ReactNode;
  if (recipe) {
    content = <RecipeDetail key={`${recipe.id}:${recipe.servings}`} recipe={recipe} />;
  } else if (isPending) {
    content = <DetailSkeleton />;
  } else if (isApiError(error) && error.status === 404) {
    // RecipeNotFound has its own way back; a second identical link above it would only repeat it.
    return (
      <>
        <PageHeader title={recipeMessages.notFound} />
        <RecipeNotFound />
      </>
    );
  } else {
    content = (
      <>
        <PageHeader title="Recipe" />
        <ErrorState
          message={isApiError(error) ? error.message : recipeMessages.fetchFailed}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      </>
    );
  }

  return (
    <>
      <BackLink to="/recipes">Back to recipes</BackLink>
      {content}
    </>
  );
}

/** The host of an http(s) address, or null for anything else (never a javascript: link). */
export function sourceHost(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

/**
 * Where an imported recipe came from (issue 16 §4): "Source: <host>", a link that passes no
 * referrer rights and no ranking (the address was read from a page a member chose).
 */
function SourceLink({ url }: { url: string | null | undefined }) {
  const host = sourceHost(url);
  if (!host || !url) return null;
  return (
    <p className="text-slate-700">
      Source:{' '}
      <a
        href={url}
        rel="noopener nofollow ugc"
        target="_blank"
        className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
      >
        {host}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
