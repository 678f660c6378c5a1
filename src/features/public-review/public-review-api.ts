/**
 * The review page's two calls, with nothing of the back office's client: no session, no
 * tablet copies. The server's CSRF check wants the cookie a GET hands out repeated in a header.
 */
import { XSRF_COOKIE, XSRF_HEADER, type Envelope } from '../../domain/api';
import { PUBLIC_REVIEW_PATH, type PublicReviewVisit, type ReviewSubmit } from '../../domain/review/public';

/** A refusal with the server's code (REVIEW_ALREADY_LEFT, NOT_FOUND ...) and its English words. */
export class PublicReviewError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

function cookie(name: string): string {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : '';
}

async function answer<T>(res: Response): Promise<T> {
  const envelope = (await res.json().catch(() => null)) as (Envelope<T> & { code?: string }) | null;
  if (!res.ok || !envelope?.success) throw new PublicReviewError(res.status, envelope?.code ?? null, envelope?.message ?? res.statusText);
  return envelope.result;
}

const url = (token: string) => `${PUBLIC_REVIEW_PATH}/${encodeURIComponent(token)}`;

export async function fetchVisit(token: string): Promise<PublicReviewVisit> {
  return answer<PublicReviewVisit>(await fetch(url(token), { credentials: 'same-origin' }));
}

export async function sendReview(token: string, review: ReviewSubmit): Promise<void> {
  const res = await fetch(url(token), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [XSRF_HEADER]: cookie(XSRF_COOKIE) },
    body: JSON.stringify(review),
  });
  await answer<null>(res);
}
