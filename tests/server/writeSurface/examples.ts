import type { RouteEntry } from '../../../src/server/http/route';
import { billingExamples } from './billingExamples';
import { bookingExamples } from './bookingExamples';
import { catalogueExamples } from './catalogueExamples';
import { customerMergeExamples } from './customerMergeExamples';
import { customerExamples } from './customerExamples';
import { voucherExamples } from './voucherExamples';
import { branchExamples } from './branchExamples';
import { identityExamples } from './identityExamples';
import { peopleExamples } from './peopleExamples';
import { servicesExamples } from './servicesExamples';
import { packageExamples } from './packageExamples';
import { technicianExamples } from './technicianExamples';
import { reportExamples } from './reportExamples';
import { campaignExamples } from './campaignExamples';
import { onlineBookingExamples } from './onlineBookingExamples';
import { templateExamples } from './templateExamples';
import { reviewExamples } from './reviewExamples';
import type { Area, Example, ProbeWorld } from './probe';
import { setupWorld, type World } from './world';

/** A valid request of every route, keyed "METHOD url" as the route table names it. */
export const routeExamples: Record<string, Example> = { ...identityExamples, ...bookingExamples, ...billingExamples, ...catalogueExamples, ...peopleExamples, ...branchExamples, ...servicesExamples, ...packageExamples, ...technicianExamples, ...customerMergeExamples, ...customerExamples, ...voucherExamples, ...reportExamples, ...campaignExamples, ...onlineBookingExamples, ...templateExamples, ...reviewExamples };

export const routeKey = (entry: Pick<RouteEntry, 'method' | 'url'>): string => `${entry.method} ${entry.url}`;

/** The /api routes of the app's own table (the built PWA's pages are not the API). */
export function apiRoutes(w: ProbeWorld): RouteEntry[] {
  return w.env.app.routeTable.filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/bff/'));
}

/** The routes of one area, each with its example; a route without one is the route-table test's to report. */
export function routesOf(w: World, area: Area): { entry: RouteEntry; example: Example }[] {
  return apiRoutes(w).flatMap((entry) => {
    const example = routeExamples[routeKey(entry)];
    return example && example.area === area ? [{ entry, example }] : [];
  });
}

export { setupWorld };
