/**
 * Where to go after sign-in. Only same-origin paths are followed: an attacker's link to
 * /login?returnUrl=https://evil.example must not bounce a signed-in user off the site.
 */
export function safeReturnUrl(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters (tabs, newlines) let some parsers read "/\t/evil" as protocol-relative.
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return fallback;
  }
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/logout')) return fallback;
  return value;
}
