import { useState } from 'react';
import { LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/states';
import { errorMessageOf } from '../../../lib/api-client';
import { startSocialSignIn, useAuthProviders } from '../api';

/** "Continue with {provider}" — only when the server has an OpenID Connect provider configured. */
export function SocialSignIn({ redirect }: { redirect: string }) {
  const { data } = useAuthProviders();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!data?.oidc.enabled) return null;

  const onClick = async () => {
    setError(null);
    setBusy(true);
    try {
      await startSocialSignIn(redirect);
      // The browser is leaving; keep the button busy until it does.
    } catch (cause) {
      setError(errorMessageOf(cause));
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-sm text-slate-700" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <FormAlert message={error} />
      <Button variant="secondary" className="w-full" busy={busy} onClick={() => void onClick()}>
        <LogIn aria-hidden="true" className="size-5" />
        {`Continue with ${data.oidc.display_name}`}
      </Button>
    </div>
  );
}
