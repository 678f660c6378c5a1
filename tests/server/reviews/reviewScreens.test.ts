import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, type MenuResult } from '../../../src/domain/api';
import type { Page } from '../../../src/domain/admin/list';
import { REVIEW_COMMENT_MAX, type PublicReviewVisit } from '../../../src/domain/review/public';
import { ReviewPath, type ReviewDetail, type ReviewRow } from '../../../src/domain/review/contract';
import { body, branchIdByName, setupTestEnv, signIn, TEST_NOW, type SignedIn, type TestEnv } from '../helpers';
import { billingWorld, getJson, postJson, type Technician } from '../billingFixtures';
import { insertAnsweredReview, payVisit, publicGet, publicPost, reviewCustomer, tokenOfBill } from './reviewFixtures';

describe('the review link and /booking-review', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let manager: SignedIn;
  let lotus: SignedIn;
  let downtown: string;
  let cash: string;
  let dt: Technician[];
  const tech = (i: number): Technician => {
    const t = dt[i];
    if (!t) throw new Error('no technician');
    return t;
  };

  beforeAll(async () => {
    env = await setupTestEnv();
    [fd, manager, lotus] = [await signIn(env.app, 'frontdesk'), await signIn(env.app, 'manager'), await signIn(env.app, 'lotus')];
    ({ downtown, cash, dt } = await billingWorld(env.db));
    // The seeded reviews would blur the counts below: this file counts its own.
    await env.db.query(`DELETE FROM booking_review`);
  });
  afterAll(async () => {
    await env.close();
  });

  const list = (query: string, who: SignedIn = manager) => getJson(env, who, `${ReviewPath.LIST}?branchId=${downtown}&${query}`);
  const items = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return body<Page<ReviewRow>>(res).result;
  };
  const badge = async (who: SignedIn) => {
    const res = await env.app.inject({ method: 'GET', url: ApiPath.MENU, headers: who.headers });
    return body<MenuResult>(res).result.menu.find((m) => m.key === 'booking-review')?.badge ?? null;
  };

  async function paidVisit(technician = tech(0)): Promise<{ billId: string; token: string }> {
    const customer = await reviewCustomer(env.db, downtown);
    const billId = await payVisit(env, fd, { branchId: downtown, customerId: customer.id, technician, cash, service: 'Pedicure' });
    return { billId, token: await tokenOfBill(env.db, billId) };
  }

  it('the link shows the visit, takes one answer (New), and refuses a second with a clear 409', async () => {
    const { billId, token } = await paidVisit();
    const read = await publicGet(env, token);
    expect(read.statusCode, read.body).toBe(200);
    expect(body<PublicReviewVisit>(read).result).toEqual({
      branchName: 'Downtown Toronto', language: 'en', date: '2026-11-20', services: ['Pedicure'], technician: tech(0).name, reviewed: false,
    });
    const sent = await publicPost(env, token, { rate: 4, comment: '  Lovely colour  ' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await env.db.one(`SELECT rate, comment, status, reviewed_at FROM booking_review WHERE bill_id = $1`, [billId])).toEqual({
      rate: 4, comment: 'Lovely colour', status: 'New', reviewed_at: TEST_NOW,
    });
    expect(body<PublicReviewVisit>(await publicGet(env, token)).result.reviewed).toBe(true);
    const second = await publicPost(env, token, { rate: 1, comment: 'changed my mind' });
    expect(second.statusCode).toBe(409);
    expect(body(second)).toMatchObject({ code: 'REVIEW_ALREADY_LEFT', message: 'You already left a review for this visit — thank you' });
    expect(await env.db.one(`SELECT rate FROM booking_review WHERE bill_id = $1`, [billId])).toEqual({ rate: 4 });
  });

  it('refuses bad answers and unknown links, writing nothing', async () => {
    const { billId, token } = await paidVisit();
    for (const bad of [{ rate: 0 }, { rate: 6 }, { rate: 2.5 }, { rate: '5' }, {}, { rate: 3, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) }, { rate: 3, comment: 'bad\u0000' }]) {
      const res = await publicPost(env, token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await env.db.one(`SELECT rate FROM booking_review WHERE bill_id = $1`, [billId])).toEqual({ rate: null });
    const unknown = 'A'.repeat(32);
    expect((await publicGet(env, unknown)).statusCode).toBe(404);
    expect((await publicPost(env, unknown, { rate: 5 })).statusCode).toBe(404);
    expect((await publicGet(env, 'short')).statusCode).toBe(400);
  });

  it('lists answered reviews with filters and pages of 15; the badge counts the New ones', async () => {
    await env.db.query(`DELETE FROM booking_review`);
    const made: string[] = [];
    for (let i = 0; i < 17; i++) {
      const { billId } = await paidVisit(tech(i % 2));
      const day = new Date(TEST_NOW.getTime() - (i % 3) * 86_400_000);
      await env.db.query(`DELETE FROM booking_review WHERE bill_id = $1`, [billId]);
      made.push(await insertAnsweredReview(env.db, { branchId: downtown, billId, rate: (i % 5) + 1, reviewedAt: day, status: i < 12 ? 'New' : 'Watched' }));
    }
    const first = await items('page=1&size=15');
    expect(first.total).toBe(17);
    expect(first.items).toHaveLength(15);
    expect((await items('page=2&size=15')).items).toHaveLength(2);
    expect((await items('status=Watched')).total).toBe(5);
    expect((await items('rate=5')).items.every((r) => r.rate === 5)).toBe(true);
    expect((await items('rate=5')).total).toBe(3);
    expect((await items(`technicianId=${tech(1).id}`)).total).toBe(8);
    expect((await items('from=2026-11-20&to=2026-11-20')).total).toBe(6);
    expect((await items('from=2026-11-18&to=2026-11-19')).total).toBe(11);
    const row = first.items[0];
    expect(row).toMatchObject({ technician: expect.any(String), customerName: expect.stringContaining('BILL CLIENT'), bookingCode: expect.stringContaining('TEST-') });
    expect(await badge(manager)).toBe(12);
    expect(await badge(fd)).toBe(12);
    for (const bad of ['rate=6', 'status=Done', 'from=2026-13-01', 'technicianId=x', 'sort=comment']) expect((await list(bad)).statusCode, bad).toBe(400);
  });


  it('detail with the bill; status changes with the solving note; rights; another tenant refused', async () => {
    const { billId, token } = await paidVisit(tech(0));
    await publicPost(env, token, { rate: 2, comment: 'Chipped the next day' });
    const id = (await env.db.one<{ id: string }>(`SELECT id FROM booking_review WHERE bill_id = $1`, [billId])).id;
    const detail = await getJson(env, manager, `${ReviewPath.DETAIL}/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const d = body<ReviewDetail>(detail).result;
    expect(d).toMatchObject({ rate: 2, comment: 'Chipped the next day', status: 'New', bill: { id: billId, status: 'PAID', total: 4520, lines: [{ name: 'Pedicure', technician: tech(0).name, price: 4000 }] } });

    const update = (payload: object, who: SignedIn = manager) => postJson(env, who, ReviewPath.UPDATE, { id, ...payload });
    expect((await update({ status: 'Watched' })).statusCode).toBe(200);
    const noNote = await update({ status: 'SolvingProblem', note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(body(noNote)).toMatchObject({ fields: { note: expect.any(String) } });
    expect((await update({ status: 'Solved' })).statusCode).toBe(400);
    expect((await update({ status: 'New' })).statusCode).toBe(400);
    expect((await update({ status: 'SolvingProblem', note: 'Called her, free touch-up Saturday' })).statusCode).toBe(200);
    expect((await update({ status: 'Solved', note: 'Touched up, happy' })).statusCode).toBe(200);
    expect(await env.db.one(`SELECT status, note FROM booking_review WHERE id = $1`, [id])).toEqual({ status: 'Solved', note: 'Touched up, happy' });
    expect((await items('status=Solved')).items.map((r) => r.id)).toEqual([id]);

    // The front desk reads but does not handle; another tenant sees nothing of it.
    expect((await getJson(env, fd, `${ReviewPath.DETAIL}/${id}`)).statusCode).toBe(200);
    expect((await update({ status: 'Watched' }, fd)).statusCode).toBe(403);
    const lotusTenant = await env.db.one<{ plan_code: string }>(`SELECT t.plan_code FROM tenant t JOIN app_user u ON u.tenant_id = t.id WHERE u.username = 'lotus'`);
    await env.db.query(`INSERT INTO plan_right (plan_code, right_code) VALUES ($1, 'PM_REVIEW') ON CONFLICT DO NOTHING`, [lotusTenant.plan_code]);
    lotus = await signIn(env.app, 'lotus');
    expect((await getJson(env, lotus, `${ReviewPath.DETAIL}/${id}`)).statusCode).toBe(404);
    expect((await update({ status: 'Watched' }, lotus)).statusCode).toBe(404);
    expect((await list('', lotus)).statusCode).toBe(403);
    expect(await env.db.one(`SELECT status FROM booking_review WHERE id = $1`, [id])).toEqual({ status: 'Solved' });
    const plateau = await branchIdByName(env.db, 'Plateau Montréal');
    expect((await getJson(env, manager, `${ReviewPath.LIST}?branchId=${plateau}`)).statusCode).toBe(403);
  });
});
