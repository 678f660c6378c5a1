/** The double-submit CSRF cookie and the header that repeats it (see the server's csrf.ts). */
export const XSRF_COOKIE = 'xsrf-id-token';
export const XSRF_HEADER = 'x-request-verification-token';
