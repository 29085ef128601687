import { PageHeader } from '../../../components/ui/page-header';

export function FoodDiaryPage() {
  return (
    <PageHeader
      title="Food Diary"
      description="Record what you eat each day and compare it with your nutrition targets."
    />
  );
}
