import type { SavedId } from '../../../src/domain/catalogue/contract';
import { VoucherPath, type VoucherDetail } from '../../../src/domain/voucher/contract';
import { EMPTY_VOUCHER_VALUES, voucherUpdateBody, voucherValuesSchema, type VoucherValues } from '../../../src/domain/voucher/voucher-form';
import { body } from '../helpers';
import { getJson, postJson } from '../billingFixtures';
import { Area, type Example, type Parts } from './probe';
import { expectOk, type World } from './world';

/** A Downtown voucher as the form sends it, under a code no one has. */
function voucherForm(w: World): VoucherValues {
  return { ...EMPTY_VOUCHER_VALUES, code: `WS${w.next()}`, content: 'Write surface', percent: 20, branchId: w.downtown, startDate: '2026-01-01', endDate: '2027-12-31', maxUses: 5 };
}

async function freshVoucher(w: World): Promise<VoucherDetail> {
  const { id } = body<SavedId>(expectOk(await postJson(w.env, w.admin, VoucherPath.CREATE, voucherForm(w)))).result;
  return body<VoucherDetail>(await getJson(w.env, w.admin, `${VoucherPath.DETAIL}/${id}`)).result;
}

async function voucherReadBack(w: World, sent: Parts, id: string): Promise<{ sent: unknown; read: unknown }> {
  const v = voucherValuesSchema.parse(sent.body);
  const d = body<VoucherDetail>(await getJson(w.env, w.admin, `${VoucherPath.DETAIL}/${id}`)).result;
  return {
    sent: [v.code.trim().toUpperCase(), v.content.trim(), v.audience, v.discountType, v.branchId, v.startDate, v.endDate, v.maxUses, v.active],
    read: [d.code, d.content, d.audience, d.discountType, d.branchId, d.startDate, d.endDate, d.maxUses, d.active],
  };
}

async function idByCode(w: World, sent: Parts): Promise<string> {
  const code = voucherValuesSchema.parse(sent.body).code.trim().toUpperCase();
  return (await w.env.db.one<{ id: string }>(`SELECT id FROM voucher WHERE code = $1`, [code])).id;
}

export const voucherExamples: Record<string, Example> = {
  [`GET ${VoucherPath.LIST}`]: {
    area: Area.CATALOGUE,
    make: async (w) => ({ query: { branchId: w.downtown, query: 'a', page: '1', size: '15', sort: 'code', order: 'desc', active: 'true', scope: 'BRANCH', audience: 'GENERAL' } }),
  },
  [`GET ${VoucherPath.DETAIL}/:id`]: { area: Area.CATALOGUE, make: async (w) => ({ params: { id: (await freshVoucher(w)).id } }) },
  [`GET ${VoucherPath.FORM_OPTIONS}`]: { area: Area.CATALOGUE, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`POST ${VoucherPath.CREATE}`]: {
    area: Area.CATALOGUE,
    make: async (w) => ({ body: voucherForm(w) }),
    readBack: async (w, sent) => voucherReadBack(w, sent, await idByCode(w, sent)),
  },
  [`POST ${VoucherPath.UPDATE}`]: {
    area: Area.CATALOGUE,
    make: async (w) => {
      const d = await freshVoucher(w);
      return { body: { ...voucherForm(w), code: d.code, discountType: 'AMOUNT', value: 1500, audience: 'BIRTHDAY', id: d.id } };
    },
    readBack: (w, sent) => voucherReadBack(w, sent, voucherUpdateBody.parse(sent.body).id),
  },
  [`POST ${VoucherPath.DELETE}`]: { area: Area.CATALOGUE, make: async (w) => ({ query: { id: (await freshVoucher(w)).id } }) },
};
