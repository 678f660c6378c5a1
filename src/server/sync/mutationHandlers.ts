import { MutationName, type MutationArgs } from '../../domain/sync';
import type { JsonValue } from '../actionLog/actionLogRepository';
import type { MutationContext, MutationHandler, MutationHandlers } from './mutationHandler';
import { posActionCreate } from './handlers/posActionCreate';
import { syncDiscard } from './handlers/syncDiscard';

export const mutationHandlers: MutationHandlers = {
  [MutationName.POS_ACTION_CREATE]: posActionCreate,
  [MutationName.SYNC_DISCARD]: syncDiscard,
};

/** Generic over the name so TypeScript ties the handler to its own args (a correlated union). */
export function handlerOf<N extends MutationName>(name: N): MutationHandler<N> {
  return mutationHandlers[name];
}

export function branchOfArgs<N extends MutationName>(name: N, args: MutationArgs[N]): string {
  return handlerOf(name).branchOf(args);
}

export function applyHandler<N extends MutationName>(name: N, ctx: MutationContext, args: MutationArgs[N]): Promise<JsonValue> {
  return handlerOf(name).apply(ctx, args);
}
