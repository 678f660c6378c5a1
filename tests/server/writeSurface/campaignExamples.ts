import type { SavedId } from '../../../src/domain/catalogue/contract';
import { CampaignPath, type CampaignDetail } from '../../../src/domain/campaign/contract';
import { campaignUpdateBody, campaignValuesSchema, EMPTY_CAMPAIGN_VALUES, type CampaignValues } from '../../../src/domain/campaign/campaign-form';
import { body } from '../helpers';
import { getJson, postJson } from '../billingFixtures';
import { Area, type Example, type Parts } from './probe';
import { expectOk, type World } from './world';

/**
 * A Downtown campaign to the customers booked from yesterday on (a few of the demo's, so a
 * probe's many sends stay small).
 */
function campaignForm(w: World, over: Partial<CampaignValues> = {}): CampaignValues & { branchId: string } {
  return { ...EMPTY_CAMPAIGN_VALUES, name: `Write surface ${w.next()}`, message: 'Hello {customerName} from {branchName}', lastBookingAfter: '2026-11-19', branchId: w.downtown, ...over };
}

async function freshCampaign(w: World, over: Partial<CampaignValues> = {}): Promise<string> {
  return body<SavedId>(expectOk(await postJson(w.env, w.admin, CampaignPath.CREATE, campaignForm(w, over)))).result.id;
}

async function scheduledCampaign(w: World): Promise<string> {
  const id = await freshCampaign(w, { sendMode: 'SCHEDULED', scheduledAt: '2026-12-01 10:00' });
  expectOk(await postJson(w.env, w.admin, `${CampaignPath.SEND}?id=${id}`, {}));
  return id;
}

async function readBack(w: World, sent: Parts, id: string): Promise<{ sent: unknown; read: unknown }> {
  const v = campaignValuesSchema.parse(sent.body);
  const d = body<CampaignDetail>(await getJson(w.env, w.admin, `${CampaignPath.DETAIL}/${id}`)).result;
  return { sent: [v.name.trim(), v.message.trim(), v.lastBookingAfter, v.amountAbove, v.sendMode], read: [d.name, d.message, d.lastBookingAfter, d.amountAbove, d.sendMode] };
}

/** Campaigns already read back: names are not unique, and two runs may send the same one. */
const readBackIds: string[] = [];

async function idByName(w: World, sent: Parts): Promise<string> {
  const name = campaignValuesSchema.parse(sent.body).name.trim();
  const { id } = await w.env.db.one<{ id: string }>(`SELECT id FROM sms_campaign WHERE name = $1 AND NOT (id = ANY($2::uuid[]))`, [name, readBackIds]);
  readBackIds.push(id);
  return id;
}

export const campaignExamples: Record<string, Example> = {
  [`GET ${CampaignPath.LIST}`]: {
    area: Area.CAMPAIGNS,
    make: async (w) => ({ query: { branchId: w.downtown, query: 'a', page: '1', size: '15', sort: 'time', order: 'desc', status: 'DRAFT' } }),
  },
  [`GET ${CampaignPath.DETAIL}/:id`]: { area: Area.CAMPAIGNS, make: async (w) => ({ params: { id: await freshCampaign(w) } }) },
  [`GET ${CampaignPath.COUNT}`]: {
    area: Area.CAMPAIGNS,
    make: async (w) => ({ query: { branchId: w.downtown, lastBookingAfter: '2026-11-01', amountAbove: '10000' } }),
  },
  [`GET ${CampaignPath.TEMPLATE}`]: { area: Area.CAMPAIGNS, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`POST ${CampaignPath.CREATE}`]: {
    area: Area.CAMPAIGNS,
    make: async (w) => ({ body: campaignForm(w, { amountAbove: 10_000 }) }),
    readBack: async (w, sent) => readBack(w, sent, await idByName(w, sent)),
  },
  [`POST ${CampaignPath.UPDATE}`]: {
    area: Area.CAMPAIGNS,
    make: async (w) => {
      const id = await freshCampaign(w);
      const { branchId: _branch, ...values } = campaignForm(w, { sendMode: 'SCHEDULED', scheduledAt: '2026-11-25 09:00' });
      return { body: { ...values, id } };
    },
    readBack: (w, sent) => readBack(w, sent, campaignUpdateBody.parse(sent.body).id),
  },
  // Each send queues a message per recipient: fewer runs keep the outbox small.
  [`POST ${CampaignPath.SEND}`]: { area: Area.CAMPAIGNS, runs: 25, make: async (w) => ({ query: { id: await freshCampaign(w) } }) },
  [`POST ${CampaignPath.CANCEL}`]: { area: Area.CAMPAIGNS, runs: 40, make: async (w) => ({ query: { id: await scheduledCampaign(w) } }) },
  [`POST ${CampaignPath.DELETE}`]: { area: Area.CAMPAIGNS, make: async (w) => ({ query: { id: await freshCampaign(w) } }) },
};
