import { PageHeader } from '../../../components/ui/page-header';

export function AchievementsTesterPage() {
  return (
    <PageHeader
      title="Achievements Tester"
      description="Send progress events to check how achievements, badges and level-ups respond."
    />
  );
}
