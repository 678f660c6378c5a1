import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, XSRF_HEADER } from '../../src/domain/api';
import { ErrorCode } from '../../src/domain/errors';
import { ApiError, OfflineError, apiGet, apiPost, onSessionExpired, withQuery } from '../../src/data/api-client';
import { isOnline } from '../../src/data/connection';
import { installFetch, ok } from './fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('returns the envelope result and sends cookies', async () => {
    const { calls } = installFetch({ [ApiPath.MENU]: ok({ menu: [], headerMenu: [] }) });
    await expect(apiGet(ApiPath.MENU)).resolves.toEqual({ menu: [], headerMenu: [] });
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers[XSRF_HEADER]).toBeUndefined();
  });

  it('echoes the xsrf cookie in the header on every POST', async () => {
    vi.stubGlobal('document', { cookie: 'other=1; xsrf-id-token=tok%20en; x=2' });
    const { calls } = installFetch({ [ApiPath.LOGIN]: ok(null) });
    await apiPost(ApiPath.LOGIN, { username: 'a', password: 'b', remember: false });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers[XSRF_HEADER]).toBe('tok en');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ username: 'a', password: 'b', remember: false });
  });

  it('throws a typed ApiError with the code and server message', async () => {
    installFetch({
      [ApiPath.LOGIN]: { status: 401, body: { success: false, message: 'Nope', result: null, code: 'WRONG_CREDENTIALS' } },
    });
    const error = await apiPost(ApiPath.LOGIN, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: ErrorCode.WRONG_CREDENTIALS, serverMessage: 'Nope' });
  });

  it('keeps a refusal’s facts as sent, and the board’s codes', async () => {
    const facts = { code: 'GIFT25', left: 0, wanted: 1130 };
    installFetch({ [ApiPath.LOGIN]: { status: 409, body: { success: false, message: 'Short', result: null, code: 'GIFT_CARD_BALANCE_SHORT', facts } } });
    expect(await apiPost(ApiPath.LOGIN, {}).catch((e: unknown) => e)).toMatchObject({ code: ErrorCode.GIFT_CARD_BALANCE_SHORT, facts });
    installFetch({ [ApiPath.LOGIN]: { status: 409, body: { success: false, message: 'Past', result: null, code: 'SCHEDULER_PAST_SLOT' } } });
    expect(await apiPost(ApiPath.LOGIN, {}).catch((e: unknown) => e)).toMatchObject({ code: ErrorCode.PAST_SLOT, facts: undefined });
  });

  it('reads a refusal’s facts with their schema as it arrives, so they are shown without loading it again', async () => {
    const facts = { code: 'GIFT25', left: 0, wanted: 1130 };
    installFetch({ [ApiPath.LOGIN]: { status: 409, body: { success: false, message: 'Short', result: null, code: 'GIFT_CARD_BALANCE_SHORT', facts } } });
    expect(await apiPost(ApiPath.LOGIN, {}).catch((e: unknown) => e)).toMatchObject({ refusal: { code: 'GIFT_CARD_BALANCE_SHORT', facts } });
    // Facts of another shape are not the code's: the message is shown instead.
    installFetch({ [ApiPath.LOGIN]: { status: 409, body: { success: false, message: 'Short', result: null, code: 'GIFT_CARD_BALANCE_SHORT', facts: { left: 'x' } } } });
    expect(await apiPost(ApiPath.LOGIN, {}).catch((e: unknown) => e)).toMatchObject({ refusal: null, serverMessage: 'Short' });
  });

  it('treats success false on HTTP 200 as an error; unknown codes are dropped', async () => {
    installFetch({ [ApiPath.MENU]: { body: { success: false, message: 'Broken', result: null, code: 'WHAT' } } });
    const error = await apiGet(ApiPath.MENU).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, code: undefined, serverMessage: 'Broken' });
  });

  it('reports a network failure as offline, and recovers on the next answer', async () => {
    installFetch({ [ApiPath.MENU]: 'network-error' });
    await expect(apiGet(ApiPath.MENU)).rejects.toBeInstanceOf(OfflineError);
    expect(isOnline()).toBe(false);
    installFetch({ [ApiPath.MENU]: ok({}) });
    await apiGet(ApiPath.MENU);
    expect(isOnline()).toBe(true);
  });

  it('asks nothing while the browser has no link: offline at once, not a failed request', async () => {
    const { calls } = installFetch({ [ApiPath.MENU]: ok({ menu: [], headerMenu: [] }) });
    vi.stubGlobal('navigator', { onLine: false });
    await expect(apiGet(ApiPath.MENU)).rejects.toBeInstanceOf(OfflineError);
    expect(calls).toEqual([]);
    vi.stubGlobal('navigator', { onLine: true });
    await expect(apiGet(ApiPath.MENU)).resolves.toEqual({ menu: [], headerMenu: [] });
    expect(calls).toHaveLength(1);
  });

  it('treats a gateway error without envelope as offline', async () => {
    installFetch({ [ApiPath.MENU]: { status: 502, body: 'Bad gateway' } });
    await expect(apiGet(ApiPath.MENU)).rejects.toBeInstanceOf(OfflineError);
  });

  it('emits session-expired on a 401, except for check-login and login', async () => {
    const listener = vi.fn();
    const off = onSessionExpired(listener);
    const unauth = { status: 401, body: { success: false, message: null, result: null, code: 'UNAUTHENTICATED' } };
    installFetch({ [ApiPath.CHECK_LOGIN]: unauth, [ApiPath.LOGIN]: unauth, [ApiPath.DAY_CONFIG]: unauth });
    await apiGet(ApiPath.CHECK_LOGIN).catch(() => undefined);
    await apiPost(ApiPath.LOGIN, {}).catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
    await apiGet(ApiPath.DAY_CONFIG, { branchId: 'b1', date: '2026-11-20' }).catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });

  it('builds query strings without empty values', () => {
    expect(withQuery('/x', { a: 'b c', n: 1, skip: null, u: undefined })).toBe('/x?a=b+c&n=1');
    expect(withQuery('/x', {})).toBe('/x');
  });
});
