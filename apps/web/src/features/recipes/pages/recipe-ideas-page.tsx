import { PageHeader } from '../../../components/ui/page-header';

export function RecipeIdeasPage() {
  return (
    <PageHeader
      title="Recipe Ideas"
      description="Get recipe ideas from the ingredients you have, your diet and the time you have."
    />
  );
}
