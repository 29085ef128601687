import { z } from 'zod';
import { messages } from './messages.js';
import { storedText } from './text.js';

/** Usernames: what profiles store and what sign-up and the profile form accept. */
export const UsernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{3,30}$/, messages.usernameFormat);

export const EmailSchema = z.string().trim().toLowerCase().pipe(z.email(messages.emailInvalid));

export const PasswordSchema = z.string().min(8, messages.passwordLength).max(128);

export const SignInInputSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Please enter your password'),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

/** Nothing, null or only spaces: the username was left out. (Typed so a form may hold `''`.) */
const leftOut = (value: string | null | undefined) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * E-mail and password are enough (spec-1 §3): a username left out (or blank) gives the profile its
 * default names (defaultProfileNames); one that is given is kept and checked as on the profile form.
 */
export const SignUpInputSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  username: z.preprocess(leftOut, UsernameSchema.optional()),
});
export type SignUpInput = z.infer<typeof SignUpInputSchema>;
/** What the sign-up form holds before parsing (an empty username field is `''`). */
export type SignUpFormInput = z.input<typeof SignUpInputSchema>;

export function isValidTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string()
  .trim()
  .min(1, messages.timeZoneInvalid)
  .max(64)
  .refine(isValidTimeZone, messages.timeZoneInvalid);

export const ProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  display_name: z.string(),
  time_zone: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const RoleSchema = z.enum(['admin']);
export type Role = z.infer<typeof RoleSchema>;

export const MeSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
  profile: ProfileSchema,
  roles: z.array(RoleSchema),
});
export type Me = z.infer<typeof MeSchema>;

/** GET /api/session: the signed-in user as /api/me gives it, or null for a guest (never a 401). */
export const SessionSchema = z.object({
  me: MeSchema.nullable(),
  /** The install's CURRENCY (ISO 4217): the page that asks for the session on load learns it too. */
  currency: z.string(),
});
export type Session = z.infer<typeof SessionSchema>;

export const ProfilePatchSchema = z
  .object({
    username: UsernameSchema,
    display_name: storedText(200)
      .trim()
      .min(1, messages.displayNameLength)
      .max(60, messages.displayNameLength),
    time_zone: TimeZoneSchema,
  })
  .partial()
  .strict();
export type ProfilePatch = z.infer<typeof ProfilePatchSchema>;

/** Default profile names for a user id (spec-1 §3 profiles). */
export function defaultProfileNames(userId: string): { username: string; display_name: string } {
  const head = userId.slice(0, 8);
  return { username: `user_${head}`, display_name: `User${head}` };
}

/** What the login page needs to know about the server's sign-in options. */
export const AuthProvidersSchema = z.object({
  oidc: z.object({ enabled: z.boolean(), display_name: z.string() }),
});
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;
