/**
 * The turn list's changes at the desk (issue 19): each is one outbox entry, shown at once by
 * the board (its local effect, apply.ts) and pushed with the rest.
 */
import type { z } from '../domain/schemas/zod';
import type { clockInArgs, turnMoveArgs } from '../domain/turns/args';
import { MutationName } from '../domain/sync-protocol';
import { defaultEnv, type DataEnv } from './data-env';
import { queue } from './booking-actions';

export function clockInTechnician(args: z.input<typeof clockInArgs>, env: DataEnv = defaultEnv): Promise<string> {
  return queue(env, { name: MutationName.CLOCK_IN, branchId: args.branchId, subject: args.technicianId, args });
}

export function moveTechnicianTurn(args: z.input<typeof turnMoveArgs>, env: DataEnv = defaultEnv): Promise<string> {
  return queue(env, { name: MutationName.TURN_MOVE, branchId: args.branchId, subject: args.technicianId, args });
}
