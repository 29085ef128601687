import { PageHeader } from '../../../components/ui/page-header';

export function ProgressPage() {
  return (
    <PageHeader
      title="My Cooking Journey"
      description="Your level, experience points, achievements, badges and daily challenges."
    />
  );
}
