import type { Db } from '../../db/client.js';

/**
 * What other modules may ask of credits (issue 15 §3). Shared by the modules that call paid outside
 * AI services (nutrition's AI estimate, image generation, the assistant's AI chat) and by progress
 * (credits granted on a level up). The credits module implements it; nobody else reads its tables.
 *
 * The paid actions and their costs are settings (config); the local engines are free and never
 * call this.
 */
export type PaidAction = 'ai_chat' | 'ai_nutrition' | 'image_generation';

/** A spend already written: the outside call may now be made. */
export interface CreditSpend {
  /** The ledger row of the spend. */
  id: string;
  /**
   * Gives the credits back when the outside call failed (or a stream delivered nothing). Writes a
   * refund row keyed on the spend, so calling it twice refunds once.
   */
  refund(): Promise<void>;
}

export interface CreditSpender {
  /**
   * Takes the action's cost from the member's balance and writes the ledger row, in one
   * transaction that only succeeds while the balance covers it (two tabs never spend one credit
   * twice). Throws AppError('PAYMENT_REQUIRED') — 402, nothing spent — when it does not.
   */
  spend(userId: string, action: PaidAction): Promise<CreditSpend>;
  /** spend(), then `call()`; when `call()` throws, refund() and rethrow. */
  charge<T>(userId: string, action: PaidAction, call: () => Promise<T>): Promise<T>;
}

export interface CreditGrant {
  user_id: string;
  /** Unique per member: `level:<n>` for a level up, so a replay grants once. */
  source_key: string;
  delta: number;
  /** What the ledger shows, e.g. 'Reached level 5'. */
  reason: string;
}

export interface CreditGranter {
  /** Grants inside the caller's transaction (`tx`), once per source key; false when already granted. */
  grant(tx: Db, grant: CreditGrant): Promise<boolean>;
}
