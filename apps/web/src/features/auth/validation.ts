import { zodResolver } from '@hookform/resolvers/zod';
import { SignInInputSchema, SignUpInputSchema } from '@mise/core';

/** The sign-in and sign-up forms' checks, core's contracts: loaded after the forms paint. */
export const signInResolver = zodResolver(SignInInputSchema);
export const signUpResolver = zodResolver(SignUpInputSchema);
