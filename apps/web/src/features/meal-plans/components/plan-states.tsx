import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { mealPlanMessages } from '@mise/core';
import { buttonClasses } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';

export function BackToPlans() {
  return (
    <Link
      to="/meal-plans"
      className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to meal plans
    </Link>
  );
}

/** A 404 (or a private plan of someone else, which the server also answers with 404). */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * The server answered, but not with a meal plan (the answer check in answers.ts threw). Every failure
 * of the call itself — an error status, a timeout, no network — is an ApiError; a cancelled read
 * never reaches the page.
 */
export const isMalformedAnswer = (error: unknown) =>
  error instanceof Error && !isApiError(error) && error.name !== 'AbortError';

/** spec-2 §2: not found, with a link to all meal plans (under the page's own h1). */
export function PlanNotFound({ message = mealPlanMessages.notFound }: { message?: string }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
      <p className="text-xl font-semibold text-slate-900">{message}</p>
      <p className="mt-2 max-w-prose text-slate-700">
        It may have been deleted, or it is private to its author.
      </p>
      <Link to="/meal-plans" className={buttonClasses('primary', 'md', 'mt-6')}>
        See all meal plans
      </Link>
    </div>
  );
}
