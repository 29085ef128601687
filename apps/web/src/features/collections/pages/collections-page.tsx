import { PageHeader } from '../../../components/ui/page-header';

export function CollectionsPage() {
  return (
    <PageHeader title="Cookbooks" description="Group your favourite recipes into cookbooks." />
  );
}
