/**
 * What a queued change is about, read from its stored arguments. Pure and untranslated, so
 * it is tested on its own; describe-mutation.ts turns the facts into plain words.
 * Arguments are re-parsed because outbox rows outlive app versions: a row we cannot read
 * still gets a (generic) line instead of breaking the panel.
 */
import { MutationName, mutationArgsSchemas, type MutationArgs } from '../../domain/sync';

export type MutationFacts =
  | { name: typeof MutationName.POS_ACTION_CREATE; args: MutationArgs[typeof MutationName.POS_ACTION_CREATE] }
  | { name: typeof MutationName.SYNC_DISCARD; args: MutationArgs[typeof MutationName.SYNC_DISCARD] }
  | { name: 'unknown'; rawName: string };

export function mutationFacts(mutation: { name: string; args: unknown }): MutationFacts {
  switch (mutation.name) {
    case MutationName.POS_ACTION_CREATE: {
      const parsed = mutationArgsSchemas[MutationName.POS_ACTION_CREATE].safeParse(mutation.args);
      if (parsed.success) return { name: MutationName.POS_ACTION_CREATE, args: parsed.data };
      break;
    }
    case MutationName.SYNC_DISCARD: {
      const parsed = mutationArgsSchemas[MutationName.SYNC_DISCARD].safeParse(mutation.args);
      if (parsed.success) return { name: MutationName.SYNC_DISCARD, args: parsed.data };
      break;
    }
  }
  return { name: 'unknown', rawName: mutation.name };
}
