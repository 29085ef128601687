import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';

export function MealPlanEditPage() {
  return (
    <>
      <Link
        to="/meal-plans"
        className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to meal plans
      </Link>
      <PageHeader
        title="Edit Meal Plan"
        description="Change a meal plan's basic information and the recipes in it."
      />
    </>
  );
}
