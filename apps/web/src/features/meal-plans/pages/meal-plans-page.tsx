import { PageHeader } from '../../../components/ui/page-header';

export function MealPlansPage() {
  return <PageHeader title="Meal Plans" description="Plan your week's meals within a budget." />;
}
