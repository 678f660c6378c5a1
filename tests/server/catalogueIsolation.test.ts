import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GiftCardDetail, type SavedId } from '../../src/domain/catalogue/contract';
import { GiftCardPath, ProductPath } from '../../src/domain/catalogue/paths';
import { body, branchIdByName, setupTestEnv, signIn, type SignedIn, type TestEnv } from './helpers';
import { catalogueFingerprint, PNG_BYTES, postMultipart } from './catalogueHelpers';

/** A Lotus Nails user aims every catalogue call at Maple Beauty's records: nothing is read or changed. */
describe('catalogue tenant isolation', () => {
  let env: TestEnv;
  let lotus: SignedIn;
  let downtown: string;
  let lotusBranch: string;
  let card: GiftCardDetail;
  let productId: string;

  beforeAll(async () => {
    env = await setupTestEnv();
    lotus = await signIn(env.app, 'lotus');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
    const admin = await signIn(env.app, 'admin');
    const created = await postMultipart(env.app, GiftCardPath.CREATE, admin.headers, { branchId: downtown, code: 'MAPLE1', content: 'Maple', value: '1000', price: '1000' }, { bytes: PNG_BYTES });
    const { id } = body<SavedId>(created).result;
    card = body<GiftCardDetail>(await env.app.inject({ method: 'GET', url: `${GiftCardPath.SHOW}/${id}`, headers: admin.headers })).result;
    productId = (await env.db.one<{ id: string }>(`SELECT id FROM product WHERE branch_id = $1 AND code = 'HAIR-OIL'`, [downtown])).id;
  });
  afterAll(async () => {
    await env.close();
  });

  it('lists of Maple branches are refused, its records are not found, and nothing changes', async () => {
    const before = await catalogueFingerprint(env.db);
    for (const url of [
      `${GiftCardPath.LIST}?branchId=${downtown}`,
      `${GiftCardPath.OPTIONS_TO_ADD_CART}?branchId=${downtown}`,
      `${ProductPath.LIST}?branchId=${downtown}`,
      `${ProductPath.OPTIONS_TO_ADD_CART}?branchId=${downtown}`,
    ]) {
      const res = await env.app.inject({ method: 'GET', url, headers: lotus.headers });
      expect(res.statusCode, url).toBe(403);
      expect(body(res)).toMatchObject({ success: false, code: 'BRANCH_NOT_AUTHORISED', result: null });
    }
    const notFound = [
      await env.app.inject({ method: 'GET', url: `${GiftCardPath.SHOW}/${card.id}`, headers: lotus.headers }),
      await env.app.inject({ method: 'GET', url: `${ProductPath.DETAIL}?id=${productId}`, headers: lotus.headers }),
      await env.app.inject({ method: 'GET', url: card.image ?? '', headers: lotus.headers }),
      await env.app.inject({ method: 'POST', url: `${GiftCardPath.DELETE}?id=${card.id}`, headers: lotus.headers }),
      await env.app.inject({ method: 'POST', url: `${ProductPath.DELETE}?id=${productId}`, headers: lotus.headers }),
      await env.app.inject({ method: 'POST', url: GiftCardPath.SEND_MAIL, headers: lotus.headers, payload: { id: card.id, email: 'x@y.co' } }),
      await env.app.inject({ method: 'POST', url: GiftCardPath.SEND_SMS, headers: lotus.headers, payload: { id: card.id, phone: '4165550100' } }),
      // Aimed at its own branch, the ids still belong to Maple.
      await postMultipart(env.app, GiftCardPath.UPDATE, lotus.headers, { id: card.id, branchId: lotusBranch, code: 'MAPLE1', content: 'Hacked', value: '1', price: '1' }),
      await postMultipart(env.app, ProductPath.UPDATE, lotus.headers, { id: productId, branchId: lotusBranch, code: 'HAIR-OIL', name: 'Hacked', price: '1' }),
    ];
    for (const res of notFound) {
      expect(res.statusCode).toBe(404);
      expect(body(res).result).toBeNull();
    }
    const writes = [
      await postMultipart(env.app, GiftCardPath.CREATE, lotus.headers, { branchId: downtown, code: 'LOTUS1', content: 'x', value: '1', price: '1' }),
      await postMultipart(env.app, ProductPath.CREATE, lotus.headers, { branchId: downtown, code: 'LOTUS1', name: 'x', price: '1' }),
      await postMultipart(env.app, GiftCardPath.UPDATE, lotus.headers, { id: card.id, branchId: downtown, code: 'MAPLE1', content: 'Hacked', value: '1', price: '1' }),
    ];
    for (const res of writes) expect(body(res).code).toBe('BRANCH_NOT_AUTHORISED');
    expect(await catalogueFingerprint(env.db)).toBe(before);
  });

  it('a signed-out visitor cannot fetch a picture', async () => {
    const res = await env.app.inject({ method: 'GET', url: card.image ?? '' });
    expect(res.statusCode).toBe(401);
  });

  it('gift card codes are unique per tenant only: Lotus may use a code Maple has', async () => {
    const res = await postMultipart(env.app, GiftCardPath.CREATE, lotus.headers, { branchId: lotusBranch, code: 'MAPLE1', content: 'Lotus', value: '1000', price: '1000' });
    expect(res.statusCode).toBe(200);
  });
});
