/**
 * Only same-origin paths are followed ("/guide/", not "//evil.example" or "https://..."),
 * so the redirect can never be used to bounce a user to another site.
 */
export function isSafeLocalPath(url: string): boolean {
  const hasControl = [...url].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') && !hasControl;
}

export function loginRedirect(url: string): string {
  return `/login?returnUrl=${encodeURIComponent(url)}`;
}
