import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { ErrorCode } from '../domain/errors';
import type { Db } from './db/db';
import type { AppDeps } from './deps';
import { fail } from './http/envelope';
import { installErrorHandling } from './http/errorHandler';
import { collectRouteTable } from './http/route';
import { installServerClock } from './http/serverClock';
import { installSecurityHeaders } from './http/securityHeaders';
import { isApiPath, registerStaticSite } from './http/staticSite';
import { installCsrf } from './auth/csrf';
import { registerIdentityRoutes } from './identity/identityRoutes';
import { registerPasswordRoutes } from './users/passwordRoutes';
import { registerMenuRoutes } from './menu/menuRoutes';
import { registerBranchRoutes } from './branches/branchRoutes';
import { registerBranchAdminRoutes } from './branches/branchAdminRoutes';
import { registerSystemSettingsRoutes } from './branches/systemSettingsRoutes';
import { registerLoyaltyRuleRoutes } from './loyalty/loyaltyRuleRoutes';
import { registerScheduleRoutes } from './schedule/scheduleRoutes';
import { registerServiceTreeRoutes } from './catalogue/serviceTreeRoutes';
import { registerCustomerRoutes } from './customers/customerRoutes';
import { registerCustomerMergeRoutes } from './customerMerge/mergeRoutes';
import { registerCustomerAdminRoutes } from './customers/customerAdminRoutes';
import { registerVoucherAdminRoutes } from './vouchers/voucherAdminRoutes';
import { registerBookingReadRoutes } from './booking/bookingReadRoutes';
import { registerBookingWriteRoutes } from './booking/bookingWriteRoutes';
import { registerTimesheetRoutes } from './timesheet/timesheetRoutes';
import { registerHistoryRoutes } from './actionLog/historyRoutes';
import { registerActionLogListRoutes } from './actionLog/actionLogListRoutes';
import { registerSyncRoutes } from './sync/syncRoutes';
import { registerPosActionRoutes } from './pos/posActionRoutes';
import { registerCheckoutMethodRoutes } from './pos/checkoutMethodRoutes';
import { registerTransactionReportRoutes } from './pos/transactionReportRoutes';
import { registerPaymentRoutes } from './billing/paymentRoutes';
import { registerBillRoutes } from './billing/billRoutes';
import { registerTipRoutes } from './billing/tipRoutes';
import { registerCartRoutes } from './carts/cartRoutes';
import { registerImageRoutes } from './images/imageRoutes';
import { registerGiftCardRoutes } from './giftCards/giftCardRoutes';
import { registerProductRoutes } from './products/productRoutes';
import { registerTechnicianRoutes } from './technicians/technicianRoutes';
import { registerTimesheetAdminRoutes } from './technicians/timesheetAdminRoutes';
import { registerCheckoutMethodAdminRoutes } from './checkoutMethods/checkoutMethodAdminRoutes';
import { registerPaymentMethodAdminRoutes } from './paymentMethods/paymentMethodAdminRoutes';
import { registerServiceRoutes } from './services/serviceRoutes';
import { registerPackageRoutes } from './packages/packageRoutes';
import { registerBookingSmsRoutes } from './notifications/bookingSms';
import { registerTemplateRoutes } from './notifications/templateRoutes';
import { registerBillTemplateRoutes } from './branches/billTemplateRoutes';
import { registerBookingMessageRoutes } from './notifications/bookingMessages';
import { registerSetupRoutes } from './setup/setupRoutes';
import { registerUserAdminRoutes } from './users/userAdminRoutes';
import { registerRoleRoutes } from './roles/roleRoutes';
import { registerBusinessRoutes } from './business/businessRoutes';
import { registerReportRoutes } from './reports/reportRoutes';
import { registerDayCloseRoutes } from './dayClose/dayCloseRoutes';
import { registerCampaignRoutes } from './campaigns/campaignRoutes';
import { registerOnlineBookingRoutes } from './onlineBooking/onlineBookingRoutes';
import { registerReviewRoutes } from './reviews/reviewRoutes';

export const BODY_LIMIT_BYTES = 256 * 1024;

export type BuildAppOptions = {
  db: Db;
  /** The clock; tests fix it. */
  now?: () => Date;
  /** The built PWA (dist/); omitted in API-only tests. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
};

/** The whole HTTP app, not listening: main.ts listens, tests use `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // A path the router cannot read (broken escapes, an id thousands of characters long) is
    // refused in the API's envelope like any other bad input, not in Fastify's own shape.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      void reply.status(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400).send(fail(ErrorCode.VALIDATION, 'This address is not valid'));
    },
  });
  const deps: AppDeps = { db: options.db, now: options.now ?? (() => new Date()) };

  collectRouteTable(app);
  await app.register(fastifyCookie);
  installErrorHandling(app);
  installSecurityHeaders(app);
  installServerClock(app, deps.now);
  installCsrf(app);

  registerSetupRoutes(app, deps);
  registerIdentityRoutes(app, deps);
  registerPasswordRoutes(app, deps);
  registerMenuRoutes(app, deps);
  registerBranchRoutes(app, deps);
  registerBranchAdminRoutes(app, deps);
  registerSystemSettingsRoutes(app, deps);
  registerLoyaltyRuleRoutes(app, deps);
  registerScheduleRoutes(app, deps);
  registerServiceTreeRoutes(app, deps);
  registerCustomerRoutes(app, deps);
  registerCustomerMergeRoutes(app, deps);
  registerCustomerAdminRoutes(app, deps);
  registerVoucherAdminRoutes(app, deps);
  registerBookingReadRoutes(app, deps);
  registerBookingWriteRoutes(app, deps);
  registerTimesheetRoutes(app, deps);
  registerHistoryRoutes(app, deps);
  registerActionLogListRoutes(app, deps);
  registerReportRoutes(app, deps);
  registerDayCloseRoutes(app, deps);
  registerReviewRoutes(app, deps);
  registerSyncRoutes(app, deps);
  registerPosActionRoutes(app, deps);
  registerCheckoutMethodRoutes(app, deps);
  registerTransactionReportRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerBillRoutes(app, deps);
  registerTipRoutes(app, deps);
  registerCartRoutes(app, deps);
  registerImageRoutes(app, deps);
  registerGiftCardRoutes(app, deps);
  registerProductRoutes(app, deps);
  registerUserAdminRoutes(app, deps);
  registerRoleRoutes(app, deps);
  registerBusinessRoutes(app, deps);
  registerTechnicianRoutes(app, deps);
  registerTimesheetAdminRoutes(app, deps);
  registerCheckoutMethodAdminRoutes(app, deps);
  registerPaymentMethodAdminRoutes(app, deps);
  registerServiceRoutes(app, deps);
  registerPackageRoutes(app, deps);
  registerBookingSmsRoutes(app, deps);
  registerCampaignRoutes(app, deps);
  registerOnlineBookingRoutes(app, deps);
  registerTemplateRoutes(app, deps);
  registerBillTemplateRoutes(app, deps);
  registerBookingMessageRoutes(app, deps);

  const hasSite = options.staticDir ? await registerStaticSite(app, options.staticDir) : false;

  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/appointment, /branch, ...) load the app shell; the API answers 404.
    if (hasSite && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(fail(ErrorCode.NOT_FOUND));
  });

  return app;
}
