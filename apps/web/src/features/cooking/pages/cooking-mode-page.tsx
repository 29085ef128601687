import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';

export function CookingModePage() {
  return (
    <>
      <Link
        to="/recipes"
        className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to recipes
      </Link>
      <PageHeader
        title="Cooking Mode"
        description="Cook a recipe step by step, ticking off each step as you go."
      />
    </>
  );
}
