import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, signIn, TEST_NOW, TEST_TODAY, userIdByName } from '../helpers';
import { postJson, techniciansOf } from '../billingFixtures';
import { PosPath, type TransactionsByDateResult } from '../../../src/domain/pos';
import { tipLedgerOfRows, tipsOwed } from '../../../src/domain/tip-payout';
import { expectedByMethod } from '../../../src/domain/day-close/day-close';
import { ConfigKey } from '../../../src/domain/branchConfig';
import { ReportKey, reportParams, type ReportResult } from '../../../src/domain/report/contract';
import type { TipRow, TipTotals } from '../../../src/domain/report/technician-tip';
import { SystemSettingsPath, type SystemSettingsResult } from '../../../src/domain/branch/contract';
import { get } from '../peopleFixtures';
import { askReport, insertBill, reportWorld, type ReportWorld } from '../reports/reportFixtures';
import { closingTablet, outcome } from '../dayClose/closeFixtures';
import { insertTip, payingTablet, payoutCounts } from './payoutFixtures';

// Downtown's today (20 November 2026, 10:00 in Toronto): a cash tip of $10.00 shared Anna $6.00,
// Binh $4.00, and a card tip of $5.00 all Binh's, each on a paid bill. The branch pays card tips
// by card until the setting says otherwise.
describe('tip payouts from the drawer, pushed from the tablet', () => {
  let w: ReportWorld;
  let fdId: string;
  let anna: { id: string; name: string };
  let binh: { id: string; name: string };
  let cashBefore: number;

  const drawer = async () =>
    body<TransactionsByDateResult>(await postJson(w.env, w.frontdesk, PosPath.TRANSACTIONS_BY_DATE, { branchId: w.downtown, fromDate: TEST_TODAY, checkoutIds: [] })).result;
  const owedNow = async (cardTipsInCash: boolean) =>
    Object.fromEntries(tipsOwed({ ledger: tipLedgerOfRows((await drawer()).actions), cashMethodId: w.cash, cardTipsInCash }).map((o) => [o.technicianName, o.owed]));

  beforeAll(async () => {
    w = await reportWorld();
    fdId = await userIdByName(w.env.db, 'frontdesk');
    const [first, second] = await techniciansOf(w.env.db, w.downtown);
    if (!first || !second) throw new Error('Downtown has technicians in the demo');
    [anna, binh] = [first, second];
    const tip = { tenantId: w.tenantId, branchId: w.downtown, createdBy: w.adminId, at: '2026-11-20T14:00:00Z' };
    const cashBill = await insertBill(w, { branchId: w.downtown, at: '2026-11-20T13:30:00Z', lines: [{ kind: 'service', price: 4000, technicianId: anna.id }], payments: { [w.cash]: 4000 } });
    const cardBill = await insertBill(w, { branchId: w.downtown, at: '2026-11-20T13:40:00Z', lines: [{ kind: 'service', price: 3000, technicianId: binh.id }], payments: { [w.card]: 3000 } });
    await insertTip(w.env.db, { ...tip, methodId: w.cash, billId: cashBill.id, shares: [{ technicianId: anna.id, value: 600 }, { technicianId: binh.id, value: 400 }] });
    await insertTip(w.env.db, { ...tip, methodId: w.card, billId: cardBill.id, shares: [{ technicianId: binh.id, value: 500 }] });
    cashBefore = expectedByMethod((await drawer()).actions).get(w.cash) ?? 0;
  });
  afterAll(async () => {
    await w.env.close();
  });

  it('pays a technician what the cash tips owe them: one TIP_PAYOUT record naming them, its log entry, a drawer line', async () => {
    expect(await owedNow(false)).toEqual({ [anna.name]: 600, [binh.name]: 400 });
    const tablet = await payingTablet(w, w.frontdesk, fdId);
    const m = tablet.pay({ technicianId: anna.id, value: 600, note: 'end of day' });
    const args = m.args as { id: string; code: string };
    const [result] = await tablet.push([m]);
    expect(result).toMatchObject({ outcome: 'APPLIED', result: { id: args.id, code: args.code } });
    expect(await w.env.db.one(`SELECT type, value_cents, technician_id, checkout_method_id, created_by, device_id, note FROM pos_action WHERE id = $1`, [args.id])).toEqual({
      type: 'TIP_PAYOUT', value_cents: 600, technician_id: anna.id, checkout_method_id: w.cash, created_by: fdId, device_id: tablet.deviceId, note: 'end of day',
    });
    const log = await w.env.db.one(`SELECT user_id, action, entity_type, edit_info FROM action_log WHERE entity_id = $1`, [args.id]);
    expect(log).toMatchObject({ user_id: fdId, action: 'create', entity_type: 'POS_ACTION', edit_info: { type: 'TIP_PAYOUT', technician: anna.name, value: 600 } });
    const line = (await drawer()).actions.find((r) => r.id === args.id);
    expect(line).toMatchObject({ type: 'TIP_PAYOUT', value: 600, paidTo: { technicianId: anna.id, technicianName: anna.name }, checkoutMethodId: w.cash, actionTime: `${TEST_TODAY} 09:55` });
    expect(await owedNow(false)).toEqual({ [anna.name]: 0, [binh.name]: 400 });
  });

  it('pays a part, and refuses more than is still owed in words with the figures, writing nothing', async () => {
    const tablet = await payingTablet(w, w.frontdesk, fdId);
    const [part] = await tablet.push([tablet.pay({ technicianId: binh.id, value: 150 })]);
    expect(outcome(part)).toBe('APPLIED');
    const before = await payoutCounts(w.env.db);
    const [over] = await tablet.push([tablet.pay({ technicianId: binh.id, value: 251 })]);
    expect(outcome(over)).toBe('TIP_PAYOUT_OVER_OWED');
    expect(over?.error).toMatchObject({ message: 'This is more than the technician is owed in tips today.', facts: { technicianName: binh.name, value: 251, owed: 250 } });
    // Anna was paid all she was owed: even a cent more is refused.
    const [again] = await tablet.push([tablet.pay({ technicianId: anna.id, value: 1 })]);
    expect(again?.error).toMatchObject({ code: 'TIP_PAYOUT_OVER_OWED', facts: { owed: 0 } });
    expect(await payoutCounts(w.env.db)).toEqual(before);
    const [rest] = await tablet.push([tablet.pay({ technicianId: binh.id, value: 250 })]);
    expect(outcome(rest)).toBe('APPLIED');
  });

  it('owes the card tips in cash too once the branch pays them so', async () => {
    const tablet = await payingTablet(w, w.frontdesk, fdId);
    const [refused] = await tablet.push([tablet.pay({ technicianId: binh.id, value: 400 })]);
    expect(outcome(refused)).toBe('TIP_PAYOUT_OVER_OWED');
    // The branch's system settings turn it on, as the back office saves them.
    const settings = body<SystemSettingsResult>(await get(w.env, w.admin, `${SystemSettingsPath.GET}?branchId=${w.downtown}`)).result;
    expect(settings.cardTipsInCash).toBe(false);
    expect((await postJson(w.env, w.admin, SystemSettingsPath.UPDATE, { ...settings, cardTipsInCash: true })).statusCode).toBe(200);
    expect(await w.env.db.one(`SELECT value FROM branch_config WHERE branch_id = $1 AND key = $2`, [w.downtown, ConfigKey.CARD_TIPS_IN_CASH])).toEqual({ value: 'true' });
    expect(await owedNow(true)).toEqual({ [anna.name]: 0, [binh.name]: 500 });
    const [paid] = await tablet.push([tablet.pay({ technicianId: binh.id, value: 400 })]);
    expect(outcome(paid)).toBe('APPLIED');
    expect(await owedNow(true)).toEqual({ [anna.name]: 0, [binh.name]: 100 });
  });

  it('applies a replayed push once and answers it with the stored answer', async () => {
    const tablet = await payingTablet(w, w.frontdesk, fdId);
    const m = tablet.pay({ technicianId: binh.id, value: 50 });
    const [first] = await tablet.push([m]);
    expect(first).toMatchObject({ outcome: 'APPLIED', replayed: false });
    const before = await payoutCounts(w.env.db);
    const [again] = await tablet.push([m]);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await payoutCounts(w.env.db)).toEqual(before);
  });

  it('takes the payouts out of the drawer’s cash, and the close of the day counts them', async () => {
    // 600 to Anna, 150 + 250 + 400 + 50 to Binh.
    expect(expectedByMethod((await drawer()).actions).get(w.cash)).toBe(cashBefore - 1450);
    const closing = await closingTablet(w, w.frontdesk, fdId);
    const [close] = await closing.push([closing.close({ date: TEST_TODAY, expected: cashBefore - 1450, counted: cashBefore - 1450 })]);
    expect(close).toMatchObject({ outcome: 'APPLIED', result: { expected: cashBefore - 1450, overShort: 0 } });
  });

  it('shows in the tip report, per technician, what was paid out in cash and what is still owed', async () => {
    const { status, result } = await askReport<ReportResult<TipRow, TipTotals>>(w, w.admin, ReportKey.TECHNICIAN_TIP, reportParams({ branchId: w.downtown, from: TEST_TODAY, to: TEST_TODAY }));
    expect(status).toBe(200);
    expect(result?.totals).toMatchObject({ share: 1500, paidOut: 1450, owed: 50 });
    expect(result?.totals.payouts.sort((a, b) => b.paidOut - a.paidOut)).toEqual([
      { technicianId: binh.id, paidOut: 850, owed: 50 },
      { technicianId: anna.id, paidOut: 600, owed: 0 },
    ]);
  });

  it('keeps a past day’s still owed as the setting was that day, once it changed', async () => {
    // Yesterday, before the branch paid card tips in cash: Anna's cash tip $3.00 and card tip $7.00.
    const yesterday = '2026-11-19';
    const tip = { tenantId: w.tenantId, branchId: w.downtown, createdBy: w.adminId, at: '2026-11-19T19:00:00Z' };
    const cashBill = await insertBill(w, { branchId: w.downtown, at: '2026-11-19T18:30:00Z', lines: [{ kind: 'service', price: 2000, technicianId: anna.id }], payments: { [w.cash]: 2000 } });
    const cardBill = await insertBill(w, { branchId: w.downtown, at: '2026-11-19T18:40:00Z', lines: [{ kind: 'service', price: 2000, technicianId: anna.id }], payments: { [w.card]: 2000 } });
    await insertTip(w.env.db, { ...tip, methodId: w.cash, billId: cashBill.id, shares: [{ technicianId: anna.id, value: 300 }] });
    await insertTip(w.env.db, { ...tip, methodId: w.card, billId: cardBill.id, shares: [{ technicianId: anna.id, value: 700 }] });
    // The settings save above kept the value it replaced, when it did.
    const kept = await w.env.db.query<{ previous: string | null; changed_at: Date }>(`SELECT previous, changed_at FROM branch_config_change WHERE branch_id = $1 AND key = $2`, [
      w.downtown, ConfigKey.CARD_TIPS_IN_CASH,
    ]);
    expect(kept.map((k) => [k.previous === 'true', new Date(k.changed_at).toISOString()])).toEqual([[false, TEST_NOW.toISOString()]]);
    const totals = async (from: string, to: string) => (await askReport<ReportResult<TipRow, TipTotals>>(w, w.admin, ReportKey.TECHNICIAN_TIP, reportParams({ branchId: w.downtown, from, to }))).result?.totals;
    // Yesterday owed Anna her cash tip only, as it did then, though card tips are paid in cash now.
    expect(await totals(yesterday, yesterday)).toMatchObject({ share: 1000, paidOut: 0, owed: 300, payouts: [{ technicianId: anna.id, paidOut: 0, owed: 300 }] });
    // Over both days, each day by its own rule: today's $0.50 still owed to Binh joins it.
    expect(await totals(yesterday, TEST_TODAY)).toMatchObject({ share: 2500, paidOut: 1450, owed: 350 });
    // The drawer of each day says how that day reads the setting, for the tablet to count the same.
    const drawerOn = async (fromDate: string) =>
      body<TransactionsByDateResult>(await postJson(w.env, w.frontdesk, PosPath.TRANSACTIONS_BY_DATE, { branchId: w.downtown, fromDate, checkoutIds: [] })).result.cardTipsInCash;
    expect([await drawerOn(yesterday), await drawerOn(TEST_TODAY)]).toEqual([false, true]);
  });

  it('refuses bad input in words and writes nothing', async () => {
    const tablet = await payingTablet(w, w.frontdesk, fdId);
    const foreignTechnician = await w.env.db.one<{ id: string }>(`SELECT id FROM technician WHERE tenant_id <> $1 LIMIT 1`, [w.tenantId]);
    const foreignMethod = await w.env.db.one<{ id: string }>(`SELECT id FROM checkout_method WHERE tenant_id <> $1 LIMIT 1`, [w.tenantId]);
    const before = await payoutCounts(w.env.db);
    const cases: [string, Parameters<typeof tablet.pay>[0], string][] = [
      ['nothing', { technicianId: binh.id, value: 0 }, 'VALIDATION'],
      ['a negative amount', { technicianId: binh.id, value: -50 }, 'VALIDATION'],
      ['an amount in dollars', { technicianId: binh.id, value: 0.5 }, 'VALIDATION'],
      ['a time in the future', { technicianId: binh.id, value: 10, actionTime: `${TEST_TODAY} 11:30` }, 'ACTION_TIME_IN_FUTURE'],
      ['no such time', { technicianId: binh.id, value: 10, actionTime: '2026-11-31 09:00' }, 'VALIDATION'],
      ['a note too long', { technicianId: binh.id, value: 10, note: 'x'.repeat(501) }, 'VALIDATION'],
      ['from the card', { technicianId: binh.id, value: 10, checkoutMethodId: w.card }, 'VALIDATION'],
      ['a method of another business', { technicianId: binh.id, value: 10, checkoutMethodId: foreignMethod.id }, 'VALIDATION'],
      ['a technician of another business', { technicianId: foreignTechnician.id, value: 10 }, 'VALIDATION'],
      ['no such technician', { technicianId: randomUUID(), value: 10 }, 'VALIDATION'],
      ['a code of another tablet', { technicianId: binh.id, value: 10, code: 'DT-999-1' }, 'VALIDATION'],
    ];
    for (const [name, args, code] of cases) {
      const [result] = await tablet.push([tablet.pay(args)]);
      expect(outcome(result), name).toBe(code);
      expect(result?.error?.message, name).toBeTruthy();
    }
    expect(await payoutCounts(w.env.db)).toEqual(before);
  });

  it('needs the pay-out right: a payout by one denied it is refused', async () => {
    const traineeId = await userIdByName(w.env.db, 'trainee');
    const role = await w.env.db.one<{ id: string }>(`SELECT id FROM role WHERE tenant_id = $1 AND code = 'TRAINEE'`, [w.tenantId]);
    await w.env.db.query(`INSERT INTO role_right (tenant_id, role_id, right_code, setting) VALUES ($1, $2, 'APPOINTMENT_POS_ACTION', 'DENY')`, [w.tenantId, role.id]);
    try {
      const tablet = await payingTablet(w, w.frontdesk, traineeId);
      await signIn(w.env.app, 'trainee', { deviceId: tablet.deviceId });
      const before = await payoutCounts(w.env.db);
      const [result] = await tablet.push([tablet.pay({ technicianId: binh.id, value: 10 })]);
      expect(outcome(result)).toBe('FORBIDDEN');
      expect(await payoutCounts(w.env.db)).toEqual(before);
    } finally {
      await w.env.db.query(`DELETE FROM role_right WHERE role_id = $1 AND right_code = 'APPOINTMENT_POS_ACTION'`, [role.id]);
    }
  });

  it('refuses a payout in another business’s branch', async () => {
    const foreign = await w.env.db.one<{ id: string }>(`SELECT id FROM branch WHERE tenant_id <> $1 LIMIT 1`, [w.tenantId]);
    const before = await payoutCounts(w.env.db);
    const tablet = await payingTablet(w, w.frontdesk, fdId, foreign.id);
    const [result] = await tablet.push([tablet.pay({ technicianId: binh.id, value: 10 })]);
    expect(outcome(result)).toBe('BRANCH_NOT_AUTHORISED');
    expect(await payoutCounts(w.env.db)).toEqual(before);
  });
});
