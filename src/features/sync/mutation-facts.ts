/**
 * What a queued change is about, read from its stored arguments. Pure and untranslated, so
 * it is tested on its own; describe-mutation.ts turns the facts into plain words.
 * Arguments are re-parsed because outbox rows outlive app versions: a row we cannot read
 * still gets a (generic) line instead of breaking the panel.
 */
import { mutationArgsSchemas, type MutationArgs } from '../../domain/sync';
import { MutationName } from '../../domain/sync-protocol';

export type KnownFacts = { [N in MutationName]: { name: N; args: MutationArgs[N] } }[MutationName];
export type MutationFacts = KnownFacts | { name: 'unknown'; rawName: string };

const NAMES: ReadonlySet<string> = new Set(Object.values(MutationName));

function isMutationName(name: string): name is MutationName {
  return NAMES.has(name);
}

function factsOf<N extends MutationName>(name: N, args: unknown): KnownFacts | null {
  const parsed = mutationArgsSchemas[name].safeParse(args);
  if (!parsed.success) return null;
  // The schema looked up by `name` produced these args: name and args belong together.
  return { name, args: parsed.data } as KnownFacts;
}

export function mutationFacts(mutation: { name: string; args: unknown }): MutationFacts {
  const known = isMutationName(mutation.name) ? factsOf(mutation.name, mutation.args) : null;
  return known ?? { name: 'unknown', rawName: mutation.name };
}
