/**
 * The layout's sign-in gate. The full login flow (check-login, menu, config, language) runs
 * once per page load, not on every navigation; later navigations reuse its answer, and the
 * screens keep up with Dexie. Sign-in, branch switch and reconnecting run it again.
 */
import { loadSession, type SessionLoad } from '../../data/session';

let pending: Promise<SessionLoad> | null = null;

export function ensureSession(): Promise<SessionLoad> {
  if (!pending) {
    pending = loadSession().catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending;
}

export function refreshSession(): Promise<SessionLoad> {
  pending = null;
  return ensureSession();
}

/** After sign-in or sign-out: the next layout visit asks the server again. */
export function resetSessionGate(): void {
  pending = null;
}

/** A flow that already ran the login flow (branch switch) hands its answer to the gate. */
export function adoptSession(result: SessionLoad): void {
  pending = Promise.resolve(result);
}
