import type { FastifyInstance } from 'fastify';
import type { Page } from '../../domain/admin/list';
import { idQuery, type SavedId } from '../../domain/catalogue/contract';
import { byId } from '../../domain/schemas/ids';
import { CAMPAIGN_MAX_RECIPIENTS } from '../../domain/campaign/limits';
import { campaignCreateBody, campaignUpdateBody, type CampaignStatus } from '../../domain/campaign/campaign-form';
import { CampaignPath, campaignCountQuery, campaignListQuery, campaignTemplateQuery, type CampaignCount, type CampaignDetail, type CampaignRow, type CampaignTemplate } from '../../domain/campaign/contract';
import { CAMPAIGN_PLAN, CampaignRight } from '../../domain/campaign/campaign-rights';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireBranch } from '../auth/authContext';
import { adminActor, moduleGuard } from '../admin/adminRoutes';
import { sortOf } from '../admin/pagedList';
import { campaignAudience } from './campaignAudience';
import { campaignTemplate } from './campaignTemplate';
import { listCampaigns, toCampaignRow } from './campaignRepository';
import { campaignDetail, cancelCampaign, createCampaign, deleteCampaign, sendOrSchedule, updateCampaign } from './campaignAdmin';

export type CampaignSent = { status: CampaignStatus; recipients: number };

/**
 * The SMS campaigns screen (spec part 2 §2 /sms-campaign, issue 17): the branch's campaigns,
 * the audience count, the form, send or schedule, cancel and delete, and each recipient's
 * result from the notification outbox.
 */
export function registerCampaignRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, CAMPAIGN_PLAN);

  route(app, { method: 'GET', url: CampaignPath.LIST, input: { query: campaignListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CampaignRight.ACCESS);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    const page = await listCampaigns(db, branch.id, query.status ?? null, { tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query) });
    return ok<Page<CampaignRow>>({ ...page, items: page.items.map(toCampaignRow) });
  });

  route(app, { method: 'GET', url: `${CampaignPath.DETAIL}/:id`, input: { params: byId } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CampaignRight.ACCESS);
    return ok<CampaignDetail>(await campaignDetail(db, adminActor(deps, auth), input.params().id));
  });

  route(app, { method: 'GET', url: CampaignPath.COUNT, input: { query: campaignCountQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CampaignRight.ACCESS);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    const filters = { lastBookingAfter: query.lastBookingAfter ?? null, amountAboveCents: query.amountAbove ?? null };
    const members = await campaignAudience(db, { tenantId: auth.tenantId, branchId: branch.id, filters });
    return ok<CampaignCount>({ recipients: members.length, max: CAMPAIGN_MAX_RECIPIENTS });
  });

  // Read to write a campaign's message: the right to create one.
  route(app, { method: 'GET', url: CampaignPath.TEMPLATE, input: { query: campaignTemplateQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CampaignRight.CREATE);
    const branch = requireBranch(auth, input.query().branchId);
    return ok<CampaignTemplate>(await campaignTemplate(db, { tenantId: auth.tenantId, branchId: branch.id }));
  });

  route(app, { method: 'POST', url: CampaignPath.CREATE, input: { body: campaignCreateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CampaignRight.CREATE);
    return ok<SavedId>({ id: await createCampaign(db, adminActor(deps, auth), input.body()) }, 'Create success');
  });

  route(app, { method: 'POST', url: CampaignPath.UPDATE, input: { body: campaignUpdateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CampaignRight.UPDATE);
    const body = input.body();
    await updateCampaign(db, adminActor(deps, auth), body);
    return ok<SavedId>({ id: body.id }, 'Update success');
  });

  // Sending is what creating a campaign is for: the same right as writing it.
  route(app, { method: 'POST', url: CampaignPath.SEND, input: { query: idQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CampaignRight.CREATE);
    return ok<CampaignSent>(await sendOrSchedule(db, adminActor(deps, auth), input.query().id), 'Send success');
  });

  route(app, { method: 'POST', url: CampaignPath.CANCEL, input: { query: idQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CampaignRight.UPDATE);
    await cancelCampaign(db, adminActor(deps, auth), input.query().id);
    return ok<null>(null, 'Update success');
  });

  route(app, { method: 'POST', url: CampaignPath.DELETE, input: { query: idQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CampaignRight.DELETE);
    await deleteCampaign(db, adminActor(deps, auth), input.query().id);
    return ok<null>(null, 'Delete success');
  });
}
