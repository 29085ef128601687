import { zodResolver } from '@hookform/resolvers/zod';
import { ImportResultSchema, ProfilePatchSchema, ProfileSchema } from '@mise/core';

/**
 * The profile page's zod: the form's check and the answers of its writes. Loaded after the page
 * has painted (`lib/lazy-resolver.ts` says why), and by the writes when they answer.
 */
export const profileFormResolver = zodResolver(ProfilePatchSchema.required());
export { ImportResultSchema, ProfileSchema };
