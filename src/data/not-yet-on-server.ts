/**
 * Whether the server cannot have a record made on this tablet yet: the change that creates it
 * is still queued or in flight, or the server refused it (Needs attention). Until then its
 * detail is the tablet's copy only; asking the server would be a 404 in normal use.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Mutation } from '../domain/sync';
import { MutationName } from '../domain/sync-protocol';
import { defaultEnv, type DataEnv } from './data-env';
import type { FrontDeskDb } from './db';

/** The changes that make a record the detail windows read by id. */
export const Creates = { BILL: MutationName.BILL_CREATE, BOOKING: MutationName.BOOKING_CREATE } as const;
export type Creates = (typeof Creates)[keyof typeof Creates];

function creates(mutation: Mutation, name: Creates, id: string): boolean {
  return (mutation.name === MutationName.BILL_CREATE || mutation.name === MutationName.BOOKING_CREATE) && mutation.name === name && mutation.args.id === id;
}

export async function notYetOnServer(db: FrontDeskDb, name: Creates, id: string): Promise<boolean> {
  const queued = await db.outbox.where('name').equals(name).filter((e) => creates(e, name, id)).count();
  if (queued > 0) return true;
  const refused = await db.attention.filter((item) => creates(item.mutation, name, id)).count();
  return refused > 0;
}

/** The same, live: it turns false when the push lands, so a window open meanwhile reads the server's copy then. */
export function useNotYetOnServer(name: Creates, id: string | null, env: DataEnv = defaultEnv): boolean | undefined {
  return useLiveQuery(async () => (id === null ? false : notYetOnServer(env.db, name, id)), [name, id, env.db]);
}
