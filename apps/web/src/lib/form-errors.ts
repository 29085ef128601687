import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessageOf, isApiError } from './api-client';

/**
 * Puts a failed call's `fields` next to the matching inputs and returns what the form's alert region
 * should say (null when the field messages already say it all).
 * `aliases` maps server field names onto form fields (better-auth's `name` is our `username`).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  formFields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  aliases: Readonly<Record<string, Path<T>>> = {},
): string | null {
  const message = errorMessageOf(error);
  if (!isApiError(error)) return message;
  const placed: string[] = [];
  const unplaced: string[] = [];
  let first = true;
  for (const [serverField, fieldMessage] of Object.entries(error.fields)) {
    const target =
      aliases[serverField] ?? (formFields as readonly string[]).find((f) => f === serverField);
    if (target) {
      setError(
        target as Path<T>,
        { type: 'server', message: fieldMessage },
        { shouldFocus: first },
      );
      first = false;
      placed.push(fieldMessage);
    } else {
      unplaced.push(fieldMessage);
    }
  }
  if (unplaced.length) return [message, ...unplaced].join(' ');
  if (placed.includes(message)) return null;
  return message;
}
