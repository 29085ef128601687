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
