import { messages } from '@mise/core';
import { AppError } from '../../http/app-error.js';
import type { SignInLimitRepository } from './sign-in-limit.repository.js';

export interface SignInLimits {
  perAccount: number;
  perIp: number;
  windowMinutes: number;
}

/** An attempt counted before its password is checked; `settle` says how it ended. */
export interface SignInAttempt {
  accountKey: string;
  ids: number[];
}

/**
 * Failed sign-ins are limited per account (stops guessing one password) and per client IP (stops
 * spraying many accounts). Each attempt is counted *before* its password is checked, atomically, so a
 * burst of parallel guesses cannot all pass a count taken before any of them failed. A success clears
 * the account's count (not the IP's); an attempt that was neither a failure nor a success is taken back.
 */
export function createSignInLimitService(repo: SignInLimitRepository, limits: SignInLimits) {
  return {
    retryAfterSeconds: limits.windowMinutes * 60,

    async begin(email: string, ip: string): Promise<SignInAttempt> {
      const accountKey = `email:${email}`;
      const ipKey = `ip:${ip}`;
      const { ids, counts } = await repo.recordAttempt([accountKey, ipKey], limits.windowMinutes);
      if (
        (counts.get(accountKey) ?? 0) > limits.perAccount ||
        (counts.get(ipKey) ?? 0) > limits.perIp
      ) {
        await repo.forget(ids); // a refused attempt checked no password
        throw new AppError('RATE_LIMITED', messages.tooManySignIns);
      }
      return { accountKey, ids };
    },

    async settle(
      attempt: SignInAttempt,
      outcome: 'failed' | 'succeeded' | 'neither',
    ): Promise<void> {
      if (outcome === 'failed') return; // the rows stay: they are the failures
      await repo.forget(attempt.ids);
      if (outcome === 'succeeded') await repo.clear(attempt.accountKey);
    },
  };
}
export type SignInLimitService = ReturnType<typeof createSignInLimitService>;
