import { PageHeader } from '../../../components/ui/page-header';

export function UserProgressPage() {
  return (
    <PageHeader
      title="Your Progress"
      description="A summary of your level and experience points."
    />
  );
}
