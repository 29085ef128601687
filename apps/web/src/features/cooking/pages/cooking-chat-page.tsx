import { PageHeader } from '../../../components/ui/page-header';

export function CookingChatPage() {
  return (
    <PageHeader
      title="Cooking Assistant"
      description="Ask a kitchen assistant about techniques, substitutions and timings while you cook."
    />
  );
}
