import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChefHat } from 'lucide-react';
import { DocumentTitle } from '../../../components/ui/page-header';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { AuthModeToggle, type AuthMode } from '../components/auth-mode-toggle';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { SocialSignIn } from '../components/social-sign-in';
import { useCompleteSignIn } from '../session-actions';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const redirect = safeRedirectPath(searchParams.get('redirect'));
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const completeSignIn = useCompleteSignIn(redirect);

  return (
    <div className="mx-auto w-full max-w-md">
      <DocumentTitle title="Login" />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 text-center">
          <ChefHat aria-hidden="true" className="mx-auto size-10 text-emerald-700" />
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">Welcome to Mise</h1>
          <p className="mt-1 text-slate-700">
            Sign in or create an account to save recipes, plan meals and track your progress.
          </p>
        </div>
        <AuthModeToggle mode={mode} onChange={setMode} />
        <div className="mt-6">
          {mode === 'sign-in' ? (
            <SignInForm onSignedIn={completeSignIn} />
          ) : (
            <SignUpForm onSignedUp={completeSignIn} />
          )}
        </div>
        <div className="mt-6">
          <SocialSignIn redirect={redirect} />
        </div>
      </div>
    </div>
  );
}
