import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useMe } from '../../lib/session';

// Its own chunk: guests never download it, and a member's first page does not wait for it.
const ProgressToastFeed = lazy(() => import('./toast-feed'));

/** A feed that fails to load costs the member their toasts, never the page. */
class FeedBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounts the progress toast feed while a member is signed in (keyed by member, so a sign-in as
 * someone else starts afresh). Mounted once by the app, next to the toaster.
 */
export function ProgressFeedMount() {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <FeedBoundary key={me.user.id}>
      <Suspense fallback={null}>
        <ProgressToastFeed />
      </Suspense>
    </FeedBoundary>
  );
}
