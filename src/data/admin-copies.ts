/**
 * The back office's reads (list pages, a record's detail) ask the server; each answer is kept
 * as the tablet's last copy, so offline the screen can still show what it last saw, read-only
 * and saying so. Copies belong to the user who fetched them (a shared tablet), go at sign-out
 * with the rest of the session's data, and only the most recent ones are kept.
 */
import { isOfflineError, OfflineError } from './api-client';
import { defaultEnv, type DataEnv } from './data-env';
import { MetaKey } from './db';
import { guardStorage } from './storage-errors';

/** How many copies a tablet keeps (the oldest go first): a few screens' pages and details. */
export const ADMIN_COPY_LIMIT = 300;

/** What a read answers: the data, and when it was fetched if it is the tablet's last copy (null: live). */
export type Fetched<T> = { data: T; copySavedAt: number | null };

async function currentUser(env: DataEnv): Promise<string | null> {
  return (await env.db.meta.get(MetaKey.CURRENT_USER))?.value ?? null;
}

async function keep(env: DataEnv, key: string, userId: string, data: unknown): Promise<void> {
  const { db } = env;
  await db.transaction('rw', db.adminCopies, async () => {
    await db.adminCopies.put({ key: `${userId}|${key}`, userId, data, savedAt: env.now().getTime() });
    const extra = (await db.adminCopies.count()) - ADMIN_COPY_LIMIT;
    if (extra > 0) await db.adminCopies.orderBy('savedAt').limit(extra).delete();
  });
}

/**
 * Reads through the server: the live answer (kept as the last copy), or offline (known
 * offline, or the call found no server) the last copy of the same read by the same user.
 * Offline with no copy, the offline error stands.
 */
export async function readWithCopy<T>(key: string, load: () => Promise<T>, options: { online: boolean }, env: DataEnv = defaultEnv): Promise<Fetched<T>> {
  const userId = await currentUser(env);
  const lastCopy = async (cause: unknown): Promise<Fetched<T>> => {
    const copy = userId ? await env.db.adminCopies.get(`${userId}|${key}`) : undefined;
    if (!copy) throw cause;
    // The copy was this same read's answer, stored as it came.
    return { data: copy.data as T, copySavedAt: copy.savedAt };
  };
  if (!options.online) return lastCopy(new OfflineError());
  try {
    const data = await load();
    // A full or broken storage must not hide an answer the server gave.
    if (userId) await guardStorage(() => keep(env, key, userId, data)).catch(() => undefined);
    return { data, copySavedAt: null };
  } catch (error) {
    if (!isOfflineError(error)) throw error;
    return lastCopy(error);
  }
}

/**
 * Keeps data the screen already holds from another read (a search's options) as the last copy
 * of `key`'s read, for the signed-in user: offline, that read answers it.
 */
export async function keepCopy(key: string, data: unknown, env: DataEnv = defaultEnv): Promise<void> {
  const userId = await currentUser(env);
  if (userId) await guardStorage(() => keep(env, key, userId, data)).catch(() => undefined);
}
