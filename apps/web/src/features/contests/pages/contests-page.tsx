import { PageHeader } from '../../../components/ui/page-header';

export function ContestsPage() {
  return (
    <PageHeader
      title="Contests"
      description="Enter cooking contests with your recipes and see what others cooked."
    />
  );
}
