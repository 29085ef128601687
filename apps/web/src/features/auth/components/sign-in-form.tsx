import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SignInInput } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { FormAlert } from '../../../components/ui/states';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazyResolver, usePreloadResolver } from '../../../lib/lazy-resolver';
import { signInWithEmail } from '../api';

const resolver = lazyResolver<SignInInput>(() =>
  import('../validation').then((module) => module.signInResolver),
);

export interface SignInFormProps {
  /** Runs after the server accepted the credentials; may throw to report a problem. */
  onSignedIn: () => Promise<void>;
}

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  usePreloadResolver(resolver);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signInWithEmail(values);
      await onSignedIn();
    } catch (error) {
      setServerError(applyServerErrors(error, ['email', 'password'], setError));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormAlert message={serverError ?? errors.root?.message ?? null} />
      <TextField
        id="sign-in-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        id="sign-in-password"
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" busy={isSubmitting} className="w-full">
        Sign In
      </Button>
    </form>
  );
}
