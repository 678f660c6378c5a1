// A tablet that closes days through the push, and pay-ins/outs written straight to the table,
// over the report fixtures' world (Downtown's drawer is empty in the demo).
import { randomUUID } from 'node:crypto';
import { MutationName, MutationOutcome, type MutationResult } from '../../../src/domain/sync-protocol';
import type { DayCloseArgs } from '../../../src/domain/day-close/day-close';
import type { SignedIn } from '../helpers';
import { mutation } from '../bookingFixtures';
import { push, pushResult, registerDevice } from '../syncHelpers';
import type { ReportWorld } from '../reports/reportFixtures';

export async function closingTablet(w: ReportWorld, who: SignedIn, userId: string, branchId = w.downtown) {
  const { deviceId } = await registerDevice(w.env, who);
  let seq = 0;
  return {
    deviceId,
    /** A close as the dialog queues it; `over` replaces single args. */
    close: (over: Partial<DayCloseArgs> & { date: string; counted: number }) => {
      const args: DayCloseArgs = { id: randomUUID(), branchId, checkoutMethodId: w.cash, expected: 0, note: '', correctsId: null, ...over };
      return mutation({ name: MutationName.DAY_CLOSE, args, deviceId, seq: ++seq, userId, branchId: args.branchId });
    },
    push: async (mutations: readonly unknown[]) => pushResult(await push(w.env, who, deviceId, mutations)).results,
  };
}

export const outcome = (r: MutationResult | undefined) => (r?.outcome === MutationOutcome.APPLIED ? 'APPLIED' : r?.error?.code);

let codeCounter = 0;

/** A pay-in, pay-out or tip of `value` cents at an instant, in cash unless told. */
export async function insertPosAction(w: ReportWorld, a: { branchId: string; type: 'IN' | 'OUT' | 'TIP'; value: number; at: string; methodId?: string }): Promise<void> {
  codeCounter += 1;
  await w.env.db.query(
    `INSERT INTO pos_action (id, tenant_id, branch_id, type, value_cents, note, action_time, checkout_method_id, code, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, '', $6, $7, $8, $9, $6)`,
    [randomUUID(), w.tenantId, a.branchId, a.type, a.value, new Date(a.at), a.methodId ?? w.cash, `CLOSE-${codeCounter}`, w.adminId],
  );
}

/** Rows of the tables a close writes, to prove what a push wrote. */
export async function closeCounts(w: ReportWorld): Promise<{ day_close: number; action_log: number }> {
  return w.env.db.one(`SELECT (SELECT count(*) FROM day_close)::int AS day_close, (SELECT count(*) FROM action_log WHERE entity_type = 'DAY_CLOSE')::int AS action_log`);
}
