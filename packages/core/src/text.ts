import { z } from 'zod';

export const NUL_MESSAGE = 'Text cannot contain a NUL character';

/**
 * Text a member types that we store. PostgreSQL refuses the NUL character in text columns, so it is
 * refused here, with a clear message, rather than failing at the database with a 500.
 */
export const storedText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), NUL_MESSAGE);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text with each lone UTF-16 surrogate replaced by U+FFFD. A text column gets this for free (the
 * driver encodes to UTF-8), but a jsonb column is sent as JSON with `\ud800` escapes, which PostgreSQL
 * refuses: text bound for jsonb goes through this first.
 */
export const wellFormed = (value: string): string => value.replace(LONE_SURROGATE, '\uFFFD');
