/** The branch form's Taxes tab on the server (issue 13): read, saved whole, logged, refused at its fields. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BranchPath, type BranchTaxesResult } from '../../../src/domain/branch/contract';
import type { PaymentOptions } from '../../../src/domain/bill/types';
import { BillPath } from '../../../src/domain/bill/paths';
import { provinceTaxes } from '../../../src/domain/branch/province-taxes';
import { body, branchIdByName, signIn, type SignedIn, type TestEnv } from '../helpers';
import { branchFingerprint, lastLog, setupBranchEnv } from './branchHelpers';

describe('a branch’s taxes', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let downtown: string;
  let plateau: string;
  let lotus: string;

  beforeAll(async () => {
    ({ env, admin, downtown, plateau } = await setupBranchEnv());
    lotus = await branchIdByName(env.db, 'Lotus Nails Midtown');
  });
  afterAll(async () => {
    await env.close();
  });
  beforeEach(() => env.clock.advance(1000));

  const get = (url: string, who: SignedIn = admin) => env.app.inject({ method: 'GET', url, headers: who.headers });
  const post = (payload: object, who: SignedIn = admin) => env.app.inject({ method: 'POST', url: BranchPath.UPDATE_TAXES, headers: who.headers, payload });
  const taxesOf = async (branchId: string) => body<BranchTaxesResult>(await get(`${BranchPath.TAXES}?branchId=${branchId}`)).result.taxes;

  it('reads the list, saves a new one whole, and the next payment charges it; logged old and new', async () => {
    expect(await taxesOf(plateau)).toEqual([
      { kind: 'GST', name: '', rate: 5, registrationNumber: '123456789 RT0001', appliesTo: 'BOTH' },
      { kind: 'QST', name: '', rate: 9.975, registrationNumber: '1234567890 TQ0001', appliesTo: 'BOTH' },
    ]);
    const bc = provinceTaxes('BC').map((t, i) => ({ ...t, registrationNumber: i === 0 ? ' 111111111 RT0001 ' : 'PST-1234-5678' }));
    const res = await post({ branchId: downtown, taxes: bc });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await taxesOf(downtown);
    expect(saved).toEqual([
      { kind: 'GST', name: '', rate: 5, registrationNumber: '111111111 RT0001', appliesTo: 'BOTH' },
      { kind: 'PST', name: '', rate: 7, registrationNumber: 'PST-1234-5678', appliesTo: 'PRODUCTS' },
    ]);
    const options = body<PaymentOptions>(await get(`${BillPath.PAYMENT_OPTIONS}?branchId=${downtown}`)).result;
    expect(options.taxes).toEqual(saved);
    const log = await lastLog(env.db, 'BRANCH_CONFIG', downtown);
    expect(log.action).toBe('update');
    expect(log.edit_info.old).toEqual({ taxes: [{ kind: 'HST', name: '', rate: 13, registrationNumber: '123456789 RT0001', appliesTo: 'BOTH' }] });
    expect(log.edit_info.new).toEqual({ taxes: saved });
  });

  it('refuses a bad list with 400 and the problem at its field, writing nothing', async () => {
    const before = await branchFingerprint(env.db);
    const gst = { kind: 'GST', name: '', rate: 5, registrationNumber: '', appliesTo: 'BOTH' };
    const cases: [object, string, string][] = [
      [{ branchId: plateau, taxes: [] }, 'taxes', 'Please fill out this field'],
      [{ branchId: plateau, taxes: [{ ...gst, rate: 0 }] }, 'taxes.0.rate', 'The amount must be greater than 0'],
      [{ branchId: plateau, taxes: [{ ...gst, rate: 31 }] }, 'taxes.0.rate', 'Enter at most 30'],
      [{ branchId: plateau, taxes: [{ ...gst, rate: 9.9751 }] }, 'taxes.0.rate', 'Enter a number'],
      [{ branchId: plateau, taxes: [gst, { ...gst, rate: 7 }] }, 'taxes.1.kind', 'This value is not valid'],
      [{ branchId: plateau, taxes: [{ ...gst, kind: 'OTHER' }] }, 'taxes.0.name', 'Please fill out this field'],
      [{ branchId: plateau, taxes: [{ ...gst, kind: 'VAT' }] }, 'taxes.0.kind', 'This value is not valid'],
      [{ branchId: plateau, taxes: [{ ...gst, appliesTo: 'ALL' }] }, 'taxes.0.appliesTo', 'This value is not valid'],
    ];
    for (const [payload, field, words] of cases) {
      const res = await post(payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields, field).toMatchObject({ [field]: words });
    }
    const five = Array.from({ length: 5 }, (_, i) => ({ ...gst, kind: 'OTHER', name: `Tax ${i}` }));
    expect((await post({ branchId: plateau, taxes: five })).statusCode).toBe(400);
    expect(await branchFingerprint(env.db)).toBe(before);
  });

  it('refuses another tenant’s branch, a branch not one’s own and a user without the right, writing nothing', async () => {
    const before = await branchFingerprint(env.db);
    const taxes = provinceTaxes('AB');
    expect(body(await post({ branchId: lotus, taxes }))).toMatchObject({ code: 'BRANCH_NOT_AUTHORISED' });
    expect(body(await get(`${BranchPath.TAXES}?branchId=${lotus}`))).toMatchObject({ code: 'BRANCH_NOT_AUTHORISED' });
    const lotusAdmin = await signIn(env.app, 'lotus');
    expect(body(await post({ branchId: plateau, taxes }, lotusAdmin))).toMatchObject({ code: 'BRANCH_NOT_AUTHORISED' });
    const manager = await signIn(env.app, 'manager');
    expect(body(await post({ branchId: plateau, taxes }, manager))).toMatchObject({ code: 'BRANCH_NOT_AUTHORISED' });
    const frontDesk = await signIn(env.app, 'frontdesk');
    expect((await post({ branchId: downtown, taxes }, frontDesk)).statusCode).toBe(403);
    expect(await branchFingerprint(env.db)).toBe(before);
  });
});
