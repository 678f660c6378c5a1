/**
 * The SMS and email template screens (issue 17): a branch's words for each kind and language,
 * saved or back to the built-in ones. composeMessage reads what is saved here, so every sender
 * (confirmations, reminders, review requests) uses it from the next message on.
 */
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../domain/api';
import { NotificationChannel } from '../../domain/catalogue/paths';
import { BUILT_IN_MESSAGES, KIND_CHANNELS, kindsOf, type MessageKind } from '../../domain/notification/message-kinds';
import { TemplatePath, templateListQuery, templateResetBody, templateSaveBody, type TemplateListResult, type TemplateRow } from '../../domain/notification/template-contract';
import { templateRights } from '../../domain/notification/template-rights';
import { TEMPLATE_PLAN } from '../../domain/notification/template-rights';
import { templateProblems } from '../../domain/notification/template-rules';
import type { SavedId } from '../../domain/branch/contract';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { refuseProblems } from '../http/fieldProblems';
import { moduleGuard } from '../admin/adminRoutes';
import { settingsBranch } from '../branches/settingsBranch';
import { Problem } from '../../domain/schemas/problems';
import { branchTemplates, deleteTemplate, saveTemplate } from './templateRepository';

/** A kind kept for one channel only (SMS campaigns) has no template on the other: refused, not stored unused. */
function refuseOtherChannel(kind: MessageKind, channel: NotificationChannel): void {
  if (!KIND_CHANNELS[kind].includes(channel)) refuseProblems({ kind: { code: Problem.INVALID } });
}

export function registerTemplateRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, TEMPLATE_PLAN);

  route(app, { method: 'GET', url: TemplatePath.LIST, input: { query: templateListQuery } }, async (request, reply, input) => {
    const { branchId, channel } = input.query();
    const auth = await guard(request, reply, templateRights(channel).ACCESS);
    const branch = await settingsBranch(db, auth, branchId);
    const saved = await branchTemplates(db, { tenantId: auth.tenantId, branchId: branch.id, channel });
    const email = channel === NotificationChannel.EMAIL;
    const rows = kindsOf(channel).flatMap((kind) =>
      LANGUAGES.map((language): TemplateRow => {
        const words = BUILT_IN_MESSAGES[kind][language];
        const builtIn = { subject: email ? words.subject : '', body: email ? words.email : words.sms };
        const own = saved.find((s) => s.kind === kind && s.language === language);
        return {
          kind,
          language,
          custom: own !== undefined,
          words: own ? { subject: own.subject, body: own.body, cc: own.cc, bcc: own.bcc } : { ...builtIn, cc: '', bcc: '' },
          builtIn,
          updatedAt: own ? own.updated_at.toISOString() : null,
        };
      }),
    );
    const contact = await db.maybeOne<{ phone: string | null }>(`SELECT phone FROM branch WHERE tenant_id = $1 AND id = $2`, [auth.tenantId, branch.id]);
    return ok<TemplateListResult>({ branchId: branch.id, branchName: branch.name, branchPhone: contact?.phone ?? '', channel, rows });
  });

  route(app, { method: 'POST', url: TemplatePath.SAVE, input: { body: templateSaveBody } }, async (request, reply, input) => {
    const { branchId, kind, channel, language, ...words } = input.body();
    const auth = await guard(request, reply, templateRights(channel).UPDATE);
    const branch = await settingsBranch(db, auth, branchId);
    refuseOtherChannel(kind, channel);
    refuseProblems(templateProblems(words, kind, channel));
    // An SMS has no subject nor copies: whatever came is not kept.
    const kept = channel === NotificationChannel.SMS ? { subject: '', body: words.body, cc: '', bcc: '' } : words;
    await saveTemplate(db, { tenantId: auth.tenantId, branchId: branch.id, kind, channel, language }, kept, { userId: auth.userId, now: deps.now() });
    return ok<SavedId>({ id: branch.id }, 'Update success');
  });

  route(app, { method: 'POST', url: TemplatePath.RESET, input: { body: templateResetBody } }, async (request, reply, input) => {
    const { branchId, kind, channel, language } = input.body();
    const auth = await guard(request, reply, templateRights(channel).DELETE);
    const branch = await settingsBranch(db, auth, branchId);
    refuseOtherChannel(kind, channel);
    await deleteTemplate(db, { tenantId: auth.tenantId, branchId: branch.id, kind, channel, language });
    return ok<SavedId>({ id: branch.id }, 'Delete success');
  });
}
