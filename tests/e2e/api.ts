// The server's side of the story, asked directly (its own cookie jar, not the browser's):
// what the tablet made must be on the server exactly once.
import { ApiPath, XSRF_COOKIE, XSRF_HEADER, type CheckLoginResult, type Envelope } from '../../src/domain/api';
import { PosPath, type TransactionsByDateResult } from '../../src/domain/pos';
import { DEMO_PASSWORD } from './browser';

export type ApiSession = {
  branchId: string;
  transactions: (date: string) => Promise<TransactionsByDateResult>;
  /** Any GET of the API, answered as the envelope's result. */
  get: <T>(path: string, query?: Record<string, string>) => Promise<T>;
  /** Any JSON POST of the API (with the CSRF header), answered as the envelope's result. */
  post: <T>(path: string, body: unknown) => Promise<T>;
};

export async function apiSignIn(baseURL: string, username: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const jar = new Map<string, string>();
  const call = async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
    const headers: Record<string, string> = {
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const xsrf = jar.get(XSRF_COOKIE);
    if (init.method === 'POST' && xsrf) headers[XSRF_HEADER] = xsrf;
    const res = await fetch(`${baseURL}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = (pair ?? '').split('=');
      if (k) jar.set(k.trim(), v.join('='));
    }
    const env = (await res.json()) as Envelope<T>;
    if (!env.success) throw new Error(`${path}: ${res.status} ${env.message ?? ''}`);
    return env.result;
  };
  await call(ApiPath.CHECK_LOGIN);
  await call(ApiPath.LOGIN, { method: 'POST', body: { username, password, remember: false } });
  const me = await call<CheckLoginResult>(ApiPath.CHECK_LOGIN);
  const branchId = me.authData?.branchId;
  if (!branchId) throw new Error(`${username} has no branch`);
  return {
    branchId,
    transactions: (date) =>
      call<TransactionsByDateResult>(PosPath.TRANSACTIONS_BY_DATE, {
        method: 'POST',
        body: { branchId, fromDate: date, checkoutIds: [] },
      }),
    get: <T>(path: string, query: Record<string, string> = {}) => {
      const search = new URLSearchParams(query).toString();
      return call<T>(search ? `${path}?${search}` : path);
    },
    post: <T>(path: string, body: unknown) => call<T>(path, { method: 'POST', body }),
  };
}
