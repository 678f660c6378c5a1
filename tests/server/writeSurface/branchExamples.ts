import { randomUUID } from 'node:crypto';
import { BranchPath, SystemSettingsPath, type BranchDetail } from '../../../src/domain/branch/contract';
import { WEEKDAYS } from '../../../src/domain/branch/working-time';
import { LoyaltyPath } from '../../../src/domain/loyalty/contract';
import { body } from '../helpers';
import { getJson } from '../billingFixtures';
import { formText, type Json } from './hostile';
import { Area, type Example, type Parts } from './probe';
import type { World } from './world';

const text = (value: Json | undefined): string => (value === undefined ? '' : Buffer.from(formText(value)).toString());

/** A branch of Maple's made for one request, so no example changes the demo's own. */
async function branch(w: World): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const code = `WB${w.next()}`;
  await w.env.db.query(`INSERT INTO branch (id, tenant_id, code, name, created_at) SELECT $1, tenant_id, $3, 'Spare', now() FROM branch WHERE id = $2`, [id, w.downtown, code]);
  return { id, code };
}

async function holiday(w: World): Promise<string> {
  const id = randomUUID();
  await w.env.db.query(
    `INSERT INTO branch_holiday (id, tenant_id, branch_id, from_date, to_date, note, created_at, updated_at)
     SELECT $1, tenant_id, id, '2027-05-01', '2027-05-02', 'Inventory', now(), now() FROM branch WHERE id = $2`,
    [id, w.downtown],
  );
  return id;
}

function branchForm(existing?: { id: string; code: string }): Record<string, Json> {
  return {
    ...(existing ? { id: existing.id } : {}),
    code: existing?.code ?? '',
    name: 'Yorkville',
    address: '100 Bloor St W',
    phone: '416 555 0142',
    email: 'yorkville@maple.example',
    areaCode: '416',
    description: 'By the park',
    taxCode: 'RT0002',
    timeZone: 'America/Toronto',
    opening: 'true',
    closedMessage: '',
    moneySymbol: '$',
    phoneFormat: '000 000 0000',
    language: 'en',
    image: 'null',
  };
}

async function branchReadBack(w: World, sent: Parts, id: string): Promise<{ sent: unknown; read: unknown }> {
  const form = (sent.form ?? {}) as Record<string, Json>;
  const detail = body<BranchDetail>(await getJson(w.env, w.admin, `${BranchPath.DETAIL}/${id}`)).result;
  return { sent: [text(form.name).trim(), text(form.address).trim() || null], read: [detail.name, detail.address] };
}

const week = () => WEEKDAYS.map((weekday) => ({ weekday, open: weekday !== 'SUNDAY', startTime: '09:00', endTime: '18:00' }));

export const branchExamples: Record<string, Example> = {
  [`GET ${BranchPath.LIST}`]: { area: Area.BRANCHES, make: async () => ({ query: { query: 'down', page: '1', size: '15', sort: 'name', order: 'desc' } }) },
  [`GET ${BranchPath.DETAIL}/:id`]: { area: Area.BRANCHES, make: async (w) => ({ params: { id: w.downtown } }) },
  [`POST ${BranchPath.CREATE}`]: {
    area: Area.BRANCHES,
    make: async (w) => ({ form: { ...branchForm(), code: `WC${w.next()}` } }),
    readBack: async (w, sent) => {
      const code = text(sent.form?.code).trim().toUpperCase();
      const { id } = await w.env.db.one<{ id: string }>(`SELECT id FROM branch WHERE code = $1 AND tenant_id = (SELECT tenant_id FROM branch WHERE id = $2)`, [code, w.downtown]);
      return branchReadBack(w, sent, id);
    },
  },
  [`POST ${BranchPath.UPDATE}`]: {
    area: Area.BRANCHES,
    make: async (w) => ({ form: branchForm(await branch(w)) }),
    readBack: (w, sent) => branchReadBack(w, sent, text(sent.form?.id)),
  },
  [`POST ${BranchPath.CHANGE_STATUS}`]: { area: Area.BRANCHES, make: async (w) => ({ body: { id: (await branch(w)).id, active: false } }) },
  [`GET ${BranchPath.WORKING_TIME}`]: { area: Area.BRANCHES, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`POST ${BranchPath.UPDATE_WORKING_TIME}`]: { area: Area.BRANCHES, make: async (w) => ({ body: { branchId: w.downtown, days: week() } }) },
  [`GET ${BranchPath.HOLIDAY_LIST}`]: { area: Area.BRANCHES, make: async (w) => ({ query: { branchId: w.downtown, query: 'christ', page: '1' } }) },
  [`POST ${BranchPath.HOLIDAY_CREATE}`]: { area: Area.BRANCHES, make: async (w) => ({ body: { branchId: w.downtown, from: '2027-03-01', to: '2027-03-02', note: 'Spring break' } }) },
  [`POST ${BranchPath.HOLIDAY_UPDATE}`]: { area: Area.BRANCHES, make: async (w) => ({ body: { id: await holiday(w), from: '2027-05-03', to: '2027-05-03', note: 'Stock count' } }) },
  [`POST ${BranchPath.HOLIDAY_DELETE}`]: { area: Area.BRANCHES, make: async (w) => ({ query: { id: await holiday(w) } }) },
  [`GET ${BranchPath.DATE_CONFIG_LIST}`]: { area: Area.BRANCHES, make: async (w) => ({ query: { branchId: w.downtown, sort: 'date' } }) },
  [`POST ${BranchPath.DATE_CONFIG_SAVE}`]: {
    area: Area.BRANCHES,
    make: async (w) => ({
      body: { branchId: w.downtown, from: '2027-04-01', to: '2027-04-02', multitask: 'on', confirmBookingOnline: 'off', printBillSlip: 'branch', minuteOverlap: 10, startTime: '10:00', endTime: '16:00', workingOverTime: 30 },
    }),
  },
  [`GET ${BranchPath.TAXES}`]: { area: Area.BRANCHES, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`POST ${BranchPath.UPDATE_TAXES}`]: {
    area: Area.BRANCHES,
    make: async (w) => ({
      body: {
        branchId: w.downtown,
        taxes: [
          { kind: 'GST', name: '', rate: 5, registrationNumber: '123456789 RT0001', appliesTo: 'BOTH' },
          { kind: 'PST', name: '', rate: 7, registrationNumber: '', appliesTo: 'PRODUCTS' },
        ],
      },
    }),
  },
  [`GET ${SystemSettingsPath.GET}`]: { area: Area.BRANCHES, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`POST ${SystemSettingsPath.UPDATE}`]: {
    area: Area.BRANCHES,
    make: async (w) => ({
      body: { branchId: w.downtown, reminderHours: 24, startTime: '09:00', endTime: '19:00', multitask: false, minuteOverlap: 10, printBillSlip: true, confirmBookingOnline: true, walkInTurns: true, fullTurnPrice: 3500 },
    }),
  },
  [`GET ${LoyaltyPath.RULE}`]: { area: Area.BRANCHES, make: async (w) => ({ query: { branchId: w.downtown } }) },
  // A branch of its own: the demo's bills keep the rule they were made under.
  [`POST ${LoyaltyPath.UPDATE_RULE}`]: {
    area: Area.BRANCHES,
    make: async (w) => ({
      body: { branchId: (await branch(w)).id, type: 'POINT_BASED', bookingsForReward: 5, rewardKind: 'PERCENT', rewardValue: 10, minimumAmount: 0, earnPercent: 5, limit: 2000, applyFrom: '2026-11-26' },
    }),
  },
};
