import { PageHeader } from '../../../components/ui/page-header';

export function TestPage() {
  return (
    <PageHeader
      title="Test Page"
      description="Checks that the app shell, navigation and styles work on this device."
    />
  );
}
