import { PageHeader } from '../../../components/ui/page-header';

export function AdminHealthGoalsPage() {
  return (
    <PageHeader
      title="Manage Health Goals"
      description="Add, edit and remove the health goals members can choose from."
    />
  );
}
