import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SignUpInputSchema, type SignUpInput } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/states';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { signUpWithEmail } from '../api';

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
  } = useForm<SignUpInput>({
    resolver: zodResolver(SignUpInputSchema),
    defaultValues: { email: '', password: '', username: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signUpWithEmail(values);
      await onSignedUp();
    } catch (error) {
      setServerError(
        applyServerErrors(error, ['email', 'password', 'username'], setError, { name: 'username' }),
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormAlert message={serverError} />
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
        required
        hint="3 to 30 letters, digits or underscores."
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        id="sign-up-password"
        label="Password"
        type="password"
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
