/**
 * PostgreSQL's foreign-key violation (23503), however deep the driver wrapped it: a linked row (a
 * recipe) deleted between a service's check and the write that links it.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
