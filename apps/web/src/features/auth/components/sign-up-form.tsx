import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SignUpFormInput, SignUpInput } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { FormAlert } from '../../../components/ui/states';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazyResolver, usePreloadResolver } from '../../../lib/lazy-resolver';
import { signUpWithEmail } from '../api';
import { rememberNewMember } from '../new-member';

const resolver = lazyResolver<SignUpFormInput, SignUpInput>(() =>
  import('../validation').then((module) => module.signUpResolver),
);

export interface SignUpFormProps {
  onSignedUp: () => Promise<void>;
}

export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormInput, unknown, SignUpInput>({
    resolver,
    defaultValues: { email: '', password: '', username: '' },
  });

  usePreloadResolver(resolver);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { userId } = await signUpWithEmail(values);
      if (userId) rememberNewMember(userId);
      await onSignedUp();
    } catch (error) {
      setServerError(
        applyServerErrors(error, ['email', 'password', 'username'], setError, { name: 'username' }),
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormAlert message={serverError ?? errors.root?.message ?? null} />
      <TextField
        id="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="sign-up-username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        markOptional
        hint="3 to 30 letters, digits or underscores. Leave it empty and we will pick one; you can change it on your profile."
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        id="sign-up-password"
        label="Password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" busy={isSubmitting} className="w-full">
        Create Account
      </Button>
    </form>
  );
}
