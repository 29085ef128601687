import { PageHeader } from '../../../components/ui/page-header';

export function MyEntriesPage() {
  return (
    <PageHeader
      title="My Contest Entries"
      description="The recipes you have entered into contests."
    />
  );
}
