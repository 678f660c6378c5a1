/**
 * Sorting a database failure by what a retry would do. The sync push and the HTTP error
 * handler both ask this: a failure that may pass on its own is retried (503), a failure the
 * same input will always meet is a refusal (4xx, or REJECTED inside a push), never a retry.
 */
export const DbFailure = {
  /** Connection lost, server shutting down, serialization conflict, deadlock: try again later. */
  TRANSIENT: 'transient',
  /** The data itself is impossible (class 22) or breaks a constraint (class 23). */
  INVALID_DATA: 'invalid-data',
  /** Anything else: a programming error. Deterministic too, but not the caller's fault. */
  OTHER: 'other',
} as const;
export type DbFailure = (typeof DbFailure)[keyof typeof DbFailure];

// SQLSTATEs whose cause is the moment, not the statement (PostgreSQL appendix A).
const TRANSIENT_STATES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
  '57014', // query_canceled (statement timeout)
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
]);
// Socket errors of the `pg` driver when the server goes away mid-request.
const TRANSIENT_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const TRANSIENT_MESSAGES = /connection terminated|terminating connection|timeout exceeded when trying to connect|client has encountered a connection error|Connection is closed/i;

function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' ? code : null;
}

export function classifyDbError(error: unknown): DbFailure {
  const code = codeOf(error);
  if (code !== null) {
    if (TRANSIENT_STATES.has(code) || TRANSIENT_NODE_CODES.has(code)) return DbFailure.TRANSIENT;
    // 08P01 (protocol violation) is what a NUL inside SQL text gives: the input, every time.
    if (code === '08P01') return DbFailure.INVALID_DATA;
    if (/^(08|53)/.test(code)) return DbFailure.TRANSIENT; // connection exception, insufficient resources
    if (/^(22|23)/.test(code)) return DbFailure.INVALID_DATA;
  }
  if (error instanceof Error && TRANSIENT_MESSAGES.test(error.message)) return DbFailure.TRANSIENT;
  return DbFailure.OTHER;
}
