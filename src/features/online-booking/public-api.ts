/**
 * The booking page's own few requests: plain fetch, no session, no Dexie, no worker (a
 * customer's phone has never seen the back office). The first GET hands out the CSRF cookie
 * that the POST repeats in its header, as every write to the server must.
 */
import type { Envelope } from '../../domain/api';
import { XSRF_COOKIE, XSRF_HEADER } from '../../domain/xsrf';
import { onlineBookingUrl, OnlineBookingPath, type FreeTimes, type OnlineBookingInput, type OnlineBookingResult, type OnlineBranch } from '../../domain/online-booking/paths';

/** A refusal the page words itself; `code` is null when the server could not be reached. */
export class PublicApiError extends Error {
  constructor(
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

function xsrfToken(): string {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${XSRF_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(XSRF_COOKIE.length + 1)) : '';
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin', ...init });
  } catch {
    throw new PublicApiError(null, 'offline');
  }
  const answer = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok || !answer?.success) throw new PublicApiError(answer?.code ?? 'SERVER_ERROR', answer?.message ?? res.statusText);
  return answer.result;
}

export function fetchBranch(branchCode: string): Promise<OnlineBranch> {
  return call(onlineBookingUrl(OnlineBookingPath.BRANCH, branchCode));
}

export function fetchTimes(branchCode: string, query: { date: string; serviceIds: readonly string[]; technicianId: string | null }): Promise<FreeTimes> {
  const params = new URLSearchParams({ date: query.date, serviceIds: query.serviceIds.join(','), technicianId: query.technicianId ?? '' });
  return call(`${onlineBookingUrl(OnlineBookingPath.TIMES, branchCode)}?${params.toString()}`);
}

export function submitBooking(branchCode: string, body: OnlineBookingInput): Promise<OnlineBookingResult> {
  return call(onlineBookingUrl(OnlineBookingPath.CREATE, branchCode), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [XSRF_HEADER]: xsrfToken() },
    body: JSON.stringify(body),
  });
}
