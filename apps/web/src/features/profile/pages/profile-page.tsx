import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { buttonClasses } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';
import { ProfileForm } from '../components/profile-form';
import { YourData } from '../components/your-data';
import { MyHealthGoals } from '../../../components/health-goals/my-health-goals';

export function ProfilePage() {
  const { data: me, isPending, isError, error, refetch, isRefetching } = useMe();

  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeader
        title="Profile"
        description="How other cooks see you, the time zone your days follow, the health goals you work towards, and your data."
      />
      {isPending ? (
        <LoadingState label="Loading your profile" />
      ) : isError ? (
        <ErrorState
          message={errorMessageOf(error)}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : !me ? (
        <div className="rounded-xl border border-slate-200 bg-white p-6">
          <p className="text-slate-800">
            Your session has ended. Please sign in again to edit your profile.
          </p>
          <Link to="/login?redirect=%2Fprofile" className={buttonClasses('primary', 'md', 'mt-4')}>
            Sign in again
          </Link>
        </div>
      ) : (
        <>
          <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
            <ProfileForm key={me.user.id} me={me} />
          </div>
          <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
            <MyHealthGoals />
          </div>
          <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
            <YourData email={me.user.email} />
          </div>
        </>
      )}
    </div>
  );
}
