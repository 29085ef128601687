import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BookOpen, Sparkles } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/page-header';
import { HomeRecipes } from '../components/home-recipes';
import { ActiveContests } from '../components/active-contests';
import { HomeInspirations } from '../../../components/home-inspirations-slot';
import { WeeklyMealPlans } from '../components/weekly-meal-plans';
import { HomeFailureBanner, HomeFailuresProvider, useHomeFailure } from '../home-failures';
import type { PagePrimer } from '../../../lib/page-primer';
import { primeHomeRecipes, TRENDING_LIMIT } from '../api';
import { useMe } from '../../../lib/session';

// Members only, and below the fold: their own chunks, so a visitor's first load does not carry them.
const HealthGoalsWidget = lazy(
  () => import('../../../components/health-goals/health-goals-widget'),
);
const MemberCards = lazy(() => import('../components/member-cards'));

/** spec-2 §2: the Health Goals widget, then Today's Meals and For Your Goals, for signed-in members. */
function MemberHealthGoals() {
  const { data: me } = useMe();
  if (!me) return null;
  // Today's Meals and For Your Goals are sections of their own, beside (not inside) Health Goals.
  return (
    <>
      <HomeSection id="home-health-goals" title="Health Goals">
        <Suspense fallback={<div aria-hidden="true" className="h-28" />}>
          <HealthGoalsWidget />
        </Suspense>
      </HomeSection>
      <Suspense fallback={<div aria-hidden="true" className="mt-6 h-56" />}>
        <MemberCards />
      </Suspense>
    </>
  );
}

function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const INSPIRATIONS_ID = 'home-inspirations';

/** The inspirations (another feature, through its slot) report failures like every home part. */
function InspirationsPart() {
  const [failed, setFailed] = useState(false);
  useHomeFailure('inspirations', failed);
  return <HomeInspirations onFailureChange={setFailed} returnAnchor={INSPIRATIONS_ID} />;
}

/** See `PagePrimer` in app/routes.tsx. */
export const primeHomePage: PagePrimer = (queryClient) => primeHomeRecipes(queryClient);

export function HomePage() {
  return (
    <HomeFailuresProvider>{(failed) => <HomeSections failed={failed} />}</HomeFailuresProvider>
  );
}

/** Where a section below the fold stands until its turn (the page's first render leaves it out). */
function LaterPart() {
  return <div aria-hidden="true" className="min-h-96" />;
}

function HomeSections({ failed }: { failed: boolean }) {
  // The first render (one task the browser cannot interrupt) holds the hero and the inspirations,
  // whose first picture is the page's largest paint; the sections below the fold follow in a
  // second, interruptible render.
  const belowFold = useDeferredValue(true, false);
  return (
    <>
      <DocumentTitle title="Home" />
      <HomeFailureBanner failed={failed} />
      <section className="rounded-2xl bg-emerald-800 px-6 py-10 text-white sm:px-10 sm:py-14">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Mise</h1>
        <p className="mt-3 max-w-2xl text-lg text-emerald-50 sm:text-xl">
          Your AI-powered recipe hub: find inspiration, cook step by step, plan your meals and watch
          your skills grow.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/recipes" className={buttonClasses('secondary')}>
            <BookOpen aria-hidden="true" className="size-5" />
            Browse Recipes
          </Link>
          <Link
            to="/recipes/ideas"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-white/70 px-4 font-medium text-white hover:bg-white/10"
          >
            <Sparkles aria-hidden="true" className="size-5" />
            Get Recipe Ideas
          </Link>
        </div>
      </section>

      <MemberHealthGoals />

      <HomeSection id={INSPIRATIONS_ID} title="Recipe Inspirations">
        <InspirationsPart />
      </HomeSection>

      <HomeSection id="home-trending" title="Trending Recipes">
        {belowFold ? (
          <HomeRecipes
            list="trending"
            skeletons={TRENDING_LIMIT}
            emptyTitle="No trending recipes yet."
            emptyText="The recipes cooks are enjoying most will appear here."
          />
        ) : (
          <LaterPart />
        )}
      </HomeSection>

      <HomeSection id="home-featured" title="Featured Recipes">
        {belowFold ? (
          <HomeRecipes
            list="featured"
            skeletons={3}
            emptyTitle="No featured recipes yet."
            emptyText="The newest public recipes will appear here."
          />
        ) : (
          <LaterPart />
        )}
      </HomeSection>

      <HomeSection id="home-contests" title="Active Contests">
        {belowFold ? <ActiveContests /> : <LaterPart />}
      </HomeSection>

      <HomeSection id="home-meal-plans" title="Weekly Meal Plans">
        {belowFold ? <WeeklyMealPlans /> : <LaterPart />}
      </HomeSection>
    </>
  );
}
