import { PageHeader } from '../../../components/ui/page-header';

export function AchievementsPage() {
  return (
    <PageHeader
      title="My Achievements"
      description="The achievements and badges you have earned and the ones still to unlock."
    />
  );
}
