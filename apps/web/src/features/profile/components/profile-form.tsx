import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages, type Me, type ProfilePatch } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/states';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazyResolver, usePreloadResolver } from '../../../lib/lazy-resolver';
import { useUpdateProfile } from '../api';
import { browserTimeZone, timeZoneOptions } from './time-zones';

type ProfileFormValues = Required<ProfilePatch>;
const resolver = lazyResolver<ProfileFormValues>(() =>
  import('../validation').then((module) => module.profileFormResolver),
);
const profileFields = ['username', 'display_name', 'time_zone'] as const;

export function ProfileForm({ me }: { me: Me }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const updateProfile = useUpdateProfile();
  const saved = me.profile;
  const zones = useMemo(() => timeZoneOptions(saved.time_zone), [saved.time_zone]);
  const deviceZone = browserTimeZone();

  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<ProfileFormValues>({
    resolver,
    defaultValues: {
      username: saved.username,
      display_name: saved.display_name,
      time_zone: saved.time_zone,
    },
  });

  usePreloadResolver(resolver);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    // Only what changed goes to the server, so an untouched username is never re-checked.
    const patch: ProfilePatch = {};
    for (const field of profileFields) if (dirtyFields[field]) patch[field] = values[field];
    try {
      const profile = await updateProfile.mutateAsync(patch);
      reset({
        username: profile.username,
        display_name: profile.display_name,
        time_zone: profile.time_zone,
      });
      toast.success(messages.profileSaved);
    } catch (error) {
      setServerError(applyServerErrors(error, profileFields, setError));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <FormAlert message={serverError ?? errors.root?.message ?? null} />
      <TextField
        id="profile-email"
        label="Email"
        value={me.user.email}
        readOnly
        hint="Your sign-in address."
      />
      <TextField
        id="profile-username"
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
        id="profile-display-name"
        label="Display name"
        autoComplete="nickname"
        required
        error={errors.display_name?.message}
        {...register('display_name')}
      />
      <SelectField
        id="profile-time-zone"
        label="Time zone"
        required
        hint={
          deviceZone && deviceZone !== saved.time_zone
            ? `Days in your food diary and challenges follow this zone. This device is set to ${deviceZone}.`
            : 'Days in your food diary and challenges follow this zone.'
        }
        error={errors.time_zone?.message}
        {...register('time_zone')}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </SelectField>
      <div>
        <Button type="submit" busy={isSubmitting}>
          Save Profile
        </Button>
      </div>
    </form>
  );
}
