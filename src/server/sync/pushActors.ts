import type { Db } from '../db/db';
import type { AuthContext } from '../auth/authContext';
import { loadActingUser, type ActingUser } from './actingUser';
import { hasSignedInOnDevice } from './deviceSignIn';
import { keyedMemo } from '../keyedMemo';

/**
 * Who may make the changes of one push, read once per user for the whole push instead of once
 * per change (six queries each). The pusher's own come from the session, which the request has
 * just checked. No mutation writes users, roles, branches, the plan or sign-ins (a test walks
 * the handlers' imports), so nothing a change of the batch does can make these stale; a change
 * made by an administrator elsewhere meanwhile is seen from the next push on.
 */
export type PushActors = {
  load: (tx: Db, userId: string) => Promise<ActingUser | null>;
  signedIn: (tx: Db, userId: string) => Promise<boolean>;
};

/** Read once per user; a failed read (a database hiccup) is not an answer: the next change asks again. */
function memo<T>(read: (tx: Db, userId: string) => Promise<T>): (tx: Db, userId: string) => Promise<T> {
  const known = keyedMemo<T>();
  return (tx, userId) => known.get(userId, () => read(tx, userId));
}

export function pushActors(auth: AuthContext, deviceId: string): PushActors {
  const pusher: ActingUser = { id: auth.userId, fullName: auth.fullName, rights: auth.rights, rightsPM: auth.rightsPM, branches: auth.branches };
  const others = memo((tx, userId) => loadActingUser(tx, auth.tenantId, userId));
  const signedIn = memo((tx, userId) => hasSignedInOnDevice(tx, { tenantId: auth.tenantId, deviceId, userId }));
  return {
    load: (tx, userId) => (userId === auth.userId ? Promise.resolve(pusher) : others(tx, userId)),
    signedIn: (tx, userId) => (userId === auth.userId ? Promise.resolve(true) : signedIn(tx, userId)),
  };
}
