import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOptions } from '../../../src/domain/bill/types';
import { BILL_TEXT_LINES_MAX, BILL_TEXT_MAX, BillTemplatePath, DEFAULT_BILL_TEMPLATE, type BillTemplate, type BillTemplateResult } from '../../../src/domain/bill/bill-template';
import { body, branchIdByName, setupTestEnv, signIn, type SignedIn, type TestEnv } from '../helpers';
import { getJson, paymentOptionsOf, postJson } from '../billingFixtures';
import { branchFingerprint, lastLog } from './branchHelpers';
import { DEMO_BILL_FOOTER } from '../../../src/server/seed/seedDemo';

const template: BillTemplate = { header: 'Open 7 days\n9 am to 7 pm', footer: 'Thank you! Follow us @maplebeauty', showCustomer: false, showTechnician: true, showBookingCode: false };

describe('the bill template of a branch (/system/bill-template)', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let manager: SignedIn;
  let fd: SignedIn;
  let lotus: SignedIn;
  let downtown: string;
  let plateau: string;
  let lotusBranch: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    [admin, manager, fd, lotus] = [await signIn(env.app, 'admin'), await signIn(env.app, 'manager'), await signIn(env.app, 'frontdesk'), await signIn(env.app, 'lotus')];
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
    lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
  });
  afterAll(async () => {
    await env.close();
  });

  const read = (branchId: string, who: SignedIn = manager) => getJson(env, who, `${BillTemplatePath.GET}?branchId=${branchId}`);
  const save = (branchId: string, values: Partial<Record<keyof BillTemplate, unknown>>, who: SignedIn = manager) => postJson(env, who, BillTemplatePath.UPDATE, { branchId, ...template, ...values });

  it('reads a branch that never saved one as printing everything, with no header nor footer, and the demo Downtown’s footer', async () => {
    const res = await read(plateau, admin);
    expect(res.statusCode).toBe(200);
    expect(body<BillTemplateResult>(res).result).toMatchObject({ branchId: plateau, ...DEFAULT_BILL_TEMPLATE, branch: { name: 'Plateau Montréal' } });
    // The demo's Downtown ends its bills with its own words.
    expect(body<BillTemplateResult>(await read(downtown)).result).toMatchObject({ footer: DEMO_BILL_FOOTER, showCustomer: true, branch: { name: 'Downtown Toronto', phone: '4165550100' } });
  });

  it('saves the template, logs it as a change of the branch settings, and payment options carry it to the tablets', async () => {
    const res = await save(downtown, { footer: '  Thank you! Follow us @maplebeauty  ' });
    expect([res.statusCode, body(res).message]).toEqual([200, 'Update success']);
    expect(body<BillTemplateResult>(await read(downtown)).result).toMatchObject({ branchId: downtown, ...template });
    const log = await lastLog(env.db, 'BRANCH_CONFIG', downtown);
    expect(log.edit_info.new).toMatchObject({ BILL_FOOTER: 'Thank you! Follow us @maplebeauty', BILL_SHOW_CUSTOMER: 'false' });
    // The front desk, who may not open the screen, gets it with what it needs to take payments.
    expect(body<PaymentOptions>(await paymentOptionsOf(env, fd, downtown)).result.billTemplate).toEqual(template);
    expect(body<PaymentOptions>(await paymentOptionsOf(env, admin, plateau)).result.billTemplate).toEqual(DEFAULT_BILL_TEMPLATE);
  });

  it('refuses texts too long for the roll and bad shapes, writing nothing', async () => {
    const before = await branchFingerprint(env.db);
    const bad = await save(downtown, { header: 'x'.repeat(BILL_TEXT_MAX + 1), footer: Array.from({ length: BILL_TEXT_LINES_MAX + 1 }, (_, i) => `line ${i}`).join('\n') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toEqual({ header: `Use at most ${BILL_TEXT_MAX} characters`, footer: `Choose at most ${BILL_TEXT_LINES_MAX}` });
    for (const payload of [{ showCustomer: 'yes' }, { footer: null }, { header: 7 }, { branchId: 'downtown' }]) {
      expect((await save(downtown, payload)).statusCode).toBe(400);
    }
    expect(await branchFingerprint(env.db)).toBe(before);
  });

  it('needs the bill template rights and a branch of the caller; another tenant’s branch is not found', async () => {
    const before = await branchFingerprint(env.db);
    expect((await read(downtown, fd)).statusCode).toBe(403);
    expect((await save(downtown, {}, fd)).statusCode).toBe(403);
    expect(body(await save(plateau, {})).code).toBe('BRANCH_NOT_AUTHORISED');
    expect((await read(lotusBranch, admin)).statusCode).toBe(404);
    expect((await save(lotusBranch, {}, admin)).statusCode).toBe(404);
    expect((await save(downtown, {}, lotus)).statusCode).toBe(404);
    expect(await branchFingerprint(env.db)).toBe(before);
  });
});
