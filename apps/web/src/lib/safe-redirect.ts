/**
 * A redirect target we are willing to follow: a same-origin path that starts with exactly one `/`.
 * Anything else (`//evil.com`, `https://x`, `/\evil.com`, control characters that browsers strip) gives `/`.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string') return '/';
  if (value.length === 0 || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  // Browsers read `\` as `/` and drop tabs and newlines inside URLs, so `/\evil.com` or `/\t/evil.com`
  // would become protocol-relative.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  return value;
}

/** `/login?redirect=<wanted>` — the wanted path keeps its query string. */
export function loginPathFor(wanted: string): string {
  const target = safeRedirectPath(wanted);
  return target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`;
}
