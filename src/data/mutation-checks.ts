/**
 * A change's checks with the sync schemas (zod): its args, the whole mutation, the edited args
 * of a refused one. Loaded by `loadMutationChecks` (outbox.ts) before the first change's
 * transaction opens rather than with the board, whose first load they would weigh on.
 */
import type { z } from '../domain/schemas/zod';
import { AppError, ErrorCode } from '../domain/errors';
import { refusalDetail } from '../domain/schemas/problems';
import { posActionCreateArgs } from '../domain/pos-args';
import { tipPayoutArgs } from '../domain/tip-payout-args';
import { mutationArgsSchemas, mutationSchema, type Mutation } from '../domain/sync';
import { MutationName } from '../domain/sync-protocol';
import type { ReceiptRecord } from './db';

/** Zod issues → the `{ field: message }` map, and the problems forms translate. */
function validationError(issues: readonly z.core.$ZodIssue[], input: unknown): AppError {
  const { fields, problems } = refusalDetail(issues, input);
  const first = Object.entries(fields)[0];
  return new AppError(ErrorCode.VALIDATION, { fields, problems, ...(first ? { message: `${first[0]}: ${first[1]}` } : {}) });
}

/** The change's args with its schema's defaults applied; bad args throw. */
export function checkedArgs(name: MutationName, args: unknown): Mutation['args'] {
  const parsed = mutationArgsSchemas[name].safeParse(args);
  if (!parsed.success) throw validationError(parsed.error.issues, args);
  return parsed.data;
}

/** The whole mutation as the server will read it; a bad one throws. */
export function checkedMutation(draft: unknown): Mutation {
  const parsed = mutationSchema.safeParse(draft);
  if (!parsed.success) throw validationError(parsed.error.issues, draft);
  return parsed.data;
}

/** A mutation that must be well formed (made here from known parts): throws zod's error if not. */
export function wellFormedMutation(draft: unknown): Mutation {
  return mutationSchema.parse(draft);
}

/** A refused change's edited args, and what its receipt must print when it has one. */
export function checkedEdit(name: MutationName, newArgs: unknown): {
  args: Mutation['args'];
  receipt: { id: string; changes: Partial<Pick<ReceiptRecord, 'type' | 'value' | 'note' | 'actionTime' | 'code'>> } | null;
} {
  const parsed = mutationArgsSchemas[name].safeParse(newArgs);
  if (!parsed.success) {
    throw new AppError(ErrorCode.VALIDATION, { message: parsed.error.issues[0]?.message ?? 'Invalid change' });
  }
  const pos = name === MutationName.POS_ACTION_CREATE ? posActionCreateArgs.safeParse(parsed.data) : null;
  const payout = name === MutationName.TIP_PAYOUT ? tipPayoutArgs.safeParse(parsed.data) : null;
  // The receipt prints what will be recorded (a payout keeps its type and technician).
  const a = pos?.success ? pos.data : payout?.success ? payout.data : null;
  const receipt = a ? { id: a.id, changes: { ...(pos?.success ? { type: pos.data.type } : {}), value: a.value, note: a.note, actionTime: a.actionTime, code: a.code } } : null;
  return { args: parsed.data, receipt };
}
