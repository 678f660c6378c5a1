import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, signIn, userIdByName } from '../helpers';
import { get } from '../peopleFixtures';
import { DAY_CLOSES_PATH, type DayCloseEntry } from '../../../src/domain/day-close/day-close';
import { insertBill, reportWorld, type ReportWorld } from '../reports/reportFixtures';
import { closeCounts, closingTablet, insertPosAction, outcome } from './closeFixtures';

// Downtown's today (20 November 2026, 10:00 in Toronto): a cash bill of $40.00 with $4.80 change,
// a card bill of $30.00, a pay-in of $25.00 and a pay-out of $10.00. Cash should hold
// 4000 + 500 − 480 + 2500 − 1000 = 5520; the card 3000.
describe('the close of the day, pushed from the tablet', () => {
  let w: ReportWorld;
  let fdId: string;
  const today = '2026-11-20';

  beforeAll(async () => {
    w = await reportWorld();
    fdId = await userIdByName(w.env.db, 'frontdesk');
    const cashBill = await insertBill(w, { branchId: w.downtown, at: '2026-11-20T13:30:00Z', lines: [{ kind: 'service', price: 4000 }], payments: { [w.cash]: 4500 } });
    await w.env.db.query(`UPDATE bill SET change_cents = 480, received_cents = 4500 WHERE id = $1`, [cashBill.id]);
    await insertBill(w, { branchId: w.downtown, at: '2026-11-20T14:00:00Z', lines: [{ kind: 'service', price: 3000 }], payments: { [w.card]: 3000 } });
    await insertPosAction(w, { branchId: w.downtown, type: 'IN', value: 2500, at: '2026-11-20T13:00:00Z' });
    await insertPosAction(w, { branchId: w.downtown, type: 'OUT', value: 1000, at: '2026-11-20T14:30:00Z' });
  });
  afterAll(async () => {
    await w.env.close();
  });

  it('records a close with the server’s own expected figure beside the tablet’s, and its action log entry', async () => {
    const tablet = await closingTablet(w, w.frontdesk, fdId);
    // The tablet had not seen the pay-out yet: it expected 6520; counted $5.00 short of the server's figure.
    const m = tablet.close({ date: today, expected: 6520, counted: 5020, note: 'short, checked twice' });
    const [result] = await tablet.push([m]);
    const id = (m.args as { id: string }).id;
    expect(result).toMatchObject({ outcome: 'APPLIED', result: { id, expected: 5520, counted: 5020, overShort: -500 } });
    expect(
      await w.env.db.one(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, checkout_method_id, expected_cents, tablet_expected_cents, counted_cents, note, corrects_id, created_by, device_id FROM day_close WHERE id = $1`,
        [id],
      ),
    ).toEqual({ day: today, checkout_method_id: w.cash, expected_cents: 5520, tablet_expected_cents: 6520, counted_cents: 5020, note: 'short, checked twice', corrects_id: null, created_by: fdId, device_id: tablet.deviceId });
    const log = await w.env.db.one(`SELECT user_id, action, entity_type, edit_info FROM action_log WHERE entity_id = $1`, [id]);
    expect(log).toMatchObject({ user_id: fdId, action: 'create', entity_type: 'DAY_CLOSE', edit_info: { date: today, checkoutMethod: 'Cash', expected: 5520, counted: 5020, overShort: -500 } });
  });

  it('refuses a second close of the day and method with a coded error, and writes nothing', async () => {
    const tablet = await closingTablet(w, w.frontdesk, fdId);
    const before = await closeCounts(w);
    const [second] = await tablet.push([tablet.close({ date: today, expected: 5520, counted: 5520 })]);
    expect(outcome(second)).toBe('DAY_ALREADY_CLOSED');
    expect(second?.error?.message).toBe('This day is already closed for this checkout method. Record a correction of that close instead.');
    expect(await closeCounts(w)).toEqual(before);
    // The card is another method: its close is its own.
    const [card] = await tablet.push([tablet.close({ date: today, checkoutMethodId: w.card, expected: 3000, counted: 3000 })]);
    expect(card).toMatchObject({ outcome: 'APPLIED', result: { expected: 3000, overShort: 0 } });
  });

  it('records a correction as a new entry naming the close, never an edit', async () => {
    const tablet = await closingTablet(w, w.frontdesk, fdId);
    const first = await w.env.db.one<{ id: string }>(`SELECT id FROM day_close WHERE checkout_method_id = $1 AND corrects_id IS NULL`, [w.cash]);
    const m = tablet.close({ date: today, expected: 5520, counted: 5520, note: 'the $5 was in the tip jar', correctsId: first.id });
    const [fixed] = await tablet.push([m]);
    expect(fixed).toMatchObject({ outcome: 'APPLIED', result: { expected: 5520, counted: 5520, overShort: 0 } });
    const log = await w.env.db.one(`SELECT entity_type, edit_info FROM action_log WHERE entity_id = $1`, [(m.args as { id: string }).id]);
    expect(log).toMatchObject({ entity_type: 'DAY_CLOSE', edit_info: { counted: 5520, overShort: 0, correctsId: first.id, note: 'the $5 was in the tip jar' } });
    expect(await w.env.db.query(`SELECT counted_cents, corrects_id FROM day_close WHERE checkout_method_id = $1 ORDER BY entry_no`, [w.cash])).toEqual([
      { counted_cents: 5020, corrects_id: null },
      { counted_cents: 5520, corrects_id: first.id },
    ]);
    // A correction must name a close of the same day and method.
    const before = await closeCounts(w);
    const card = await w.env.db.one<{ id: string }>(`SELECT id FROM day_close WHERE checkout_method_id = $1`, [w.card]);
    const [wrong] = await tablet.push([tablet.close({ date: today, counted: 100, correctsId: card.id })]);
    expect(outcome(wrong)).toBe('VALIDATION');
    const [nowhere] = await tablet.push([tablet.close({ date: today, counted: 100, correctsId: randomUUID() })]);
    expect(outcome(nowhere)).toBe('VALIDATION');
    expect(await closeCounts(w)).toEqual(before);
  });

  it('lists the day’s closes for whoever may close it, in this business and branch only', async () => {
    const res = await get(w.env, w.frontdesk, `${DAY_CLOSES_PATH}?branchId=${w.downtown}&date=${today}`);
    expect(res.statusCode).toBe(200);
    const entries = body<DayCloseEntry[]>(res).result;
    expect(entries.map((e) => [e.checkoutMethodId === w.cash ? 'cash' : 'card', e.counted, e.expected, e.correctsId === null])).toEqual([
      ['cash', 5020, 5520, true],
      ['card', 3000, 3000, true],
      ['cash', 5520, 5520, false],
    ]);
    expect(entries[0]).toMatchObject({ tabletExpected: 6520, note: 'short, checked twice', closedBy: 'Fiona Chen' });
    const foreign = await w.env.db.one<{ id: string }>(`SELECT id FROM branch WHERE tenant_id <> $1 LIMIT 1`, [w.tenantId]);
    expect((await get(w.env, w.frontdesk, `${DAY_CLOSES_PATH}?branchId=${foreign.id}&date=${today}`)).statusCode).toBe(403);
    expect((await get(w.env, w.frontdesk, `${DAY_CLOSES_PATH}?branchId=${w.downtown}&date=2026-13-01`)).statusCode).toBe(400);
  });

  it('applies a replayed push once and answers it with the stored answer', async () => {
    const tablet = await closingTablet(w, w.frontdesk, fdId);
    const m = tablet.close({ date: '2026-11-19', expected: 0, counted: 0 });
    const [first] = await tablet.push([m]);
    expect(first).toMatchObject({ outcome: 'APPLIED', replayed: false });
    const before = await closeCounts(w);
    const [again] = await tablet.push([m]);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await closeCounts(w)).toEqual(before);
  });

  it('refuses bad input in words and writes nothing', async () => {
    const tablet = await closingTablet(w, w.frontdesk, fdId);
    const before = await closeCounts(w);
    const cases: [string, Parameters<typeof tablet.close>[0], string][] = [
      ['a negative count', { date: '2026-11-18', counted: -1 }, 'VALIDATION'],
      ['a count in dollars', { date: '2026-11-18', counted: 12.5 }, 'VALIDATION'],
      ['a day not begun', { date: '2026-11-21', counted: 0 }, 'VALIDATION'],
      ['no such day', { date: '2026-11-31', counted: 0 }, 'VALIDATION'],
      ['a note too long', { date: '2026-11-18', counted: 0, note: 'x'.repeat(501) }, 'VALIDATION'],
      ['a method of another business', { date: '2026-11-18', counted: 0, checkoutMethodId: await otherTenantMethod(w) }, 'VALIDATION'],
    ];
    for (const [name, args, code] of cases) {
      const [result] = await tablet.push([tablet.close(args)]);
      expect(outcome(result), name).toBe(code);
      expect(result?.error?.message, name).toBeTruthy();
    }
    expect(await closeCounts(w)).toEqual(before);
  });

  it('needs the pay-in right: a close by one denied it is refused, and so is the list of the day’s closes', async () => {
    const traineeId = await userIdByName(w.env.db, 'trainee');
    const role = await w.env.db.one<{ id: string }>(`SELECT id FROM role WHERE tenant_id = $1 AND code = 'TRAINEE'`, [w.tenantId]);
    await w.env.db.query(`INSERT INTO role_right (tenant_id, role_id, right_code, setting) VALUES ($1, $2, 'APPOINTMENT_POS_ACTION', 'DENY')`, [w.tenantId, role.id]);
    try {
      const tablet = await closingTablet(w, w.frontdesk, traineeId);
      const trainee = await signIn(w.env.app, 'trainee', { deviceId: tablet.deviceId });
      const before = await closeCounts(w);
      const [result] = await tablet.push([tablet.close({ date: '2026-11-18', counted: 0 })]);
      expect(outcome(result)).toBe('FORBIDDEN');
      expect(await closeCounts(w)).toEqual(before);
      expect((await get(w.env, trainee, `${DAY_CLOSES_PATH}?branchId=${w.downtown}&date=${today}`)).statusCode).toBe(403);
    } finally {
      await w.env.db.query(`DELETE FROM role_right WHERE role_id = $1 AND right_code = 'APPOINTMENT_POS_ACTION'`, [role.id]);
    }
  });

  it('refuses a close of another business’s branch', async () => {
    const foreign = await w.env.db.one<{ id: string }>(`SELECT id FROM branch WHERE tenant_id <> $1 LIMIT 1`, [w.tenantId]);
    const before = await closeCounts(w);
    const tablet = await closingTablet(w, w.frontdesk, fdId, foreign.id);
    const [result] = await tablet.push([tablet.close({ date: '2026-11-18', counted: 0 })]);
    expect(outcome(result)).toBe('BRANCH_NOT_AUTHORISED');
    expect(await closeCounts(w)).toEqual(before);
  });
});

async function otherTenantMethod(w: ReportWorld): Promise<string> {
  return (await w.env.db.one<{ id: string }>(`SELECT id FROM checkout_method WHERE tenant_id <> $1 LIMIT 1`, [w.tenantId])).id;
}
