import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';

export function ContestDetailPage() {
  return (
    <>
      <Link
        to="/contests"
        className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to contests
      </Link>
      <PageHeader title="Contest" description="A contest's theme, rules, dates and entries." />
    </>
  );
}
