/**
 * The close of the day at the counter: queues the `dayClose.create` mutation on this tablet,
 * online or not, like a pay-in. The server applies it once, records its own expected figure
 * beside the tablet's, and refuses a second close of the same day and method in words (Needs
 * attention). Closes made here and not yet acknowledged are read back from the outbox.
 */
import { DAY_CLOSES_PATH, type DayCloseArgs, type DayCloseEntry } from '../domain/day-close/day-close';
import { apiGet } from './api-client';
import { MutationName } from '../domain/sync-protocol';
import { defaultEnv, type DataEnv } from './data-env';
import type { OutboxEntry } from './db';
import { enqueueInTx, outboxTransaction } from './outbox';
import { guardStorage } from './storage-errors';

export type DayCloseInput = Omit<DayCloseArgs, 'id'>;

/** Queues the close (or correction) and answers its args as stored (validated, the note trimmed). */
export async function queueDayClose(input: DayCloseInput, env: DataEnv = defaultEnv): Promise<DayCloseArgs> {
  const { db } = env;
  const args: DayCloseArgs = { ...input, id: crypto.randomUUID() };
  return guardStorage(() =>
    outboxTransaction(db, [], async (tx) => {
      const entry = await enqueueInTx(tx, { name: MutationName.DAY_CLOSE, args, branchId: input.branchId, now: env.now() });
      return entry.name === MutationName.DAY_CLOSE ? entry.args : args;
    }),
  );
}

/** The closes of a day and method still waiting in this tablet's outbox, oldest first. */
export function queuedCloses(entries: readonly OutboxEntry[], where: { branchId: string; date: string; checkoutMethodId: string }): DayCloseArgs[] {
  return entries.flatMap((e) =>
    e.name === MutationName.DAY_CLOSE && e.args.branchId === where.branchId && e.args.date === where.date && e.args.checkoutMethodId === where.checkoutMethodId ? [e.args] : [],
  );
}

/** The day's closes the server knows (online only; the dialog keeps the last copy). */
export const fetchDayCloses = (branchId: string, date: string) => apiGet<DayCloseEntry[]>(DAY_CLOSES_PATH, { branchId, date });
