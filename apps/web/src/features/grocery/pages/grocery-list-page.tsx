import { PageHeader } from '../../../components/ui/page-header';

export function GroceryListPage() {
  return (
    <PageHeader
      title="Grocery List"
      description="Keep track of what to buy, from your meal plans and recipes."
    />
  );
}
