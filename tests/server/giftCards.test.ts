import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GiftCardDetail, type GiftCardOption, type GiftCardRow, type Page, type QueuedNotification, type SavedId } from '../../src/domain/catalogue/contract';
import { GiftCardPath } from '../../src/domain/catalogue/paths';
import { IMAGE_MAX_BYTES } from '../../src/domain/catalogue/image';
import { markGiftCardSold } from '../../src/server/giftCards/giftCardSales';
import { sendDueNotifications } from '../../src/server/notifications/notificationWorker';
import { logProvider } from '../../src/server/notifications/providers';
import { body, branchIdByName, signIn, userIdByName, type SignedIn, type TestEnv } from './helpers';
import { allowRight, revokeRight, catalogueFingerprint, JPEG_BYTES, PNG_BYTES, postMultipart, setupCatalogueEnv } from './catalogueHelpers';

describe('gift cards', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let downtown: string;
  let plateau: string;
  const logged: unknown[] = [];
  const providers = () => {
    const log = logProvider({ info: (obj) => logged.push(obj) });
    return { EMAIL: log, SMS: log };
  };

  beforeAll(async () => {
    ({ env, admin, downtown, plateau } = await setupCatalogueEnv());
  });
  afterAll(async () => {
    await env.close();
  });

  const fields = (over: Record<string, string> = {}) => ({
    branchId: downtown,
    code: 'GIFT01',
    content: 'Happy birthday',
    value: '5000',
    price: '4500',
    recipientName: 'Emma Roy',
    recipientPhone: '416 555 0123',
    recipientEmail: 'emma@example.com',
    image: 'null',
    ...over,
  });
  const create = (over: Record<string, string> = {}, file?: Parameters<typeof postMultipart>[4], who: SignedIn = admin) =>
    postMultipart(env.app, GiftCardPath.CREATE, who.headers, fields(over), file);
  const show = async (id: string, who: SignedIn = admin) =>
    env.app.inject({ method: 'GET', url: `${GiftCardPath.SHOW}/${id}`, headers: who.headers });
  const detail = async (id: string) => body<GiftCardDetail>(await show(id)).result;

  describe('POST /api/gift-card/create', () => {
    it('creates an unsold card whose amount is its value, with the default background', async () => {
      const res = await create();
      expect(res.statusCode).toBe(200);
      const { id } = body<SavedId>(res).result;
      const card = await detail(id);
      expect(card).toMatchObject({
        code: 'GIFT01', content: 'Happy birthday', value: 5000, price: 4500, amount: 5000, sold: false, isUsed: false,
        status: 1, typeCheckout: 'CASH', recipientPhone: '4165550123', image: null, branchId: downtown, deletable: true,
        giftCardActions: [], notifications: [],
      });
      const log = await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM action_log WHERE entity_type = 'GIFT_CARD' AND entity_id = $1 AND action = 'create'`, [id]);
      expect(log.n).toBe(1);
    });

    it('uppercases a typed code and stores an uploaded picture in the database', async () => {
      const res = await create({ code: 'pic001', image: '' }, { bytes: PNG_BYTES });
      expect(res.statusCode).toBe(200);
      const card = await detail(body<SavedId>(res).result.id);
      expect(card.code).toBe('PIC001');
      expect(card.image).toMatch(/^\/api\/tenant\/public\/image\/[0-9a-f-]{36}$/);
      const picture = await env.app.inject({ method: 'GET', url: card.image ?? '', headers: admin.headers });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.rawPayload.equals(PNG_BYTES)).toBe(true);
    });

    it('refuses missing required fields with the spec wording and writes nothing', async () => {
      const before = await catalogueFingerprint(env.db);
      const res = await create({ code: 'MISS01', content: ' ', value: '', price: '' });
      expect(res.statusCode).toBe(400);
      const answer = res.json<{ code: string; fields: Record<string, string> }>();
      expect(answer.code).toBe('VALIDATION');
      expect(answer.fields).toEqual({ content: 'Please fill out this field', value: 'Please fill out this field', price: 'Please fill out this field' });
      expect(await catalogueFingerprint(env.db)).toBe(before);
    });

    it('checks the recipient phone against the branch phone setting', async () => {
      const before = await catalogueFingerprint(env.db);
      const short = await create({ code: 'PHON01', recipientPhone: '41655' });
      expect(short.statusCode).toBe(400);
      expect(short.json<{ fields: Record<string, string> }>().fields).toEqual({ recipientPhone: 'Please enter 10 digits number' });
      const letters = await create({ code: 'PHON02', recipientPhone: '416-CALL-NOW' });
      expect(letters.json<{ fields: Record<string, string> }>().fields).toEqual({ recipientPhone: 'Phone is invalid!' });
      const email = await create({ code: 'PHON03', recipientEmail: 'not-an-email' });
      expect(email.json<{ fields: Record<string, string> }>().fields).toEqual({ recipientEmail: 'Email is invalid!' });
      expect(await catalogueFingerprint(env.db)).toBe(before);
    });

    it('refuses a code that is not 6 letters or digits, a zero value and a duplicate code', async () => {
      const before = await catalogueFingerprint(env.db);
      const badCode = await create({ code: 'AB-12' });
      expect(badCode.json<{ fields: Record<string, string> }>().fields.code).toBeDefined();
      const zero = await create({ code: 'ZERO01', value: '0' });
      expect(zero.json<{ fields: Record<string, string> }>().fields).toEqual({ value: 'The amount must be greater than 0' });
      const notCents = await create({ code: 'CENT01', value: '12.50' });
      expect(notCents.statusCode).toBe(400);
      const duplicate = await create({ code: 'gift01' });
      expect(duplicate.statusCode).toBe(409);
      expect(body(duplicate)).toMatchObject({ success: false, code: 'CODE_EXISTS', message: 'Code already exists' });
      expect(await catalogueFingerprint(env.db)).toBe(before);
    });

    it('refuses a file that is not a picture, or too large, and writes nothing', async () => {
      const before = await catalogueFingerprint(env.db);
      const html = await create({ code: 'FAKE01' }, { bytes: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'x.png' });
      expect(html.statusCode).toBe(400);
      expect(body(html).code).toBe('IMAGE_INVALID');
      const big = await create({ code: 'BIG001' }, { bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(IMAGE_MAX_BYTES)]) });
      expect(big.statusCode).toBe(400);
      expect(body(big).code).toBe('IMAGE_INVALID');
      const twoFiles = await create({ code: 'TWO001' }, { bytes: PNG_BYTES, field: 'other' });
      expect(twoFiles.statusCode).toBe(400);
      expect(await catalogueFingerprint(env.db)).toBe(before);
    });

    it('refuses JSON, a foreign branch and a missing branch', async () => {
      const json = await env.app.inject({ method: 'POST', url: GiftCardPath.CREATE, headers: admin.headers, payload: fields({ code: 'JSON01' }) });
      expect(json.statusCode).toBe(400);
      expect(body(json).message).toBe('Expected a multipart form');
      const lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
      const foreign = await create({ code: 'FORE01', branchId: lotusBranch });
      expect(foreign.statusCode).toBe(403);
      expect(body(foreign).code).toBe('BRANCH_NOT_AUTHORISED');
      const missing = await create({ code: 'MISS02', branchId: '' });
      expect(missing.statusCode).toBe(400);
    });
  });

  describe('POST /api/gift-card/update', () => {
    it('changes the fields, keeps the code and sets the amount to the new value while no money moved', async () => {
      const { id } = body<SavedId>(await create({ code: 'UPD001' })).result;
      const res = await postMultipart(env.app, GiftCardPath.UPDATE, admin.headers, fields({ id, code: 'UPD001', content: 'Merry Christmas', value: '7500', price: '7000', recipientPhone: '' }));
      expect(res.statusCode).toBe(200);
      expect(await detail(id)).toMatchObject({ code: 'UPD001', content: 'Merry Christmas', value: 7500, price: 7000, amount: 7500, recipientPhone: null });
    });

    it('refuses a new code, another branch, an unknown card and a picture it does not know', async () => {
      const { id } = body<SavedId>(await create({ code: 'UPD002' })).result;
      const before = await catalogueFingerprint(env.db);
      const code = await postMultipart(env.app, GiftCardPath.UPDATE, admin.headers, fields({ id, code: 'NEW002' }));
      expect(code.statusCode).toBe(400);
      expect(code.json<{ fields: Record<string, string> }>().fields).toEqual({ code: 'The code cannot be changed' });
      const branch = await postMultipart(env.app, GiftCardPath.UPDATE, admin.headers, fields({ id, code: 'UPD002', branchId: plateau }));
      expect(branch.statusCode).toBe(400);
      const unknown = await postMultipart(env.app, GiftCardPath.UPDATE, admin.headers, fields({ id: '00000000-0000-4000-8000-000000000000', code: 'UPD002' }));
      expect(unknown.statusCode).toBe(404);
      const picture = await postMultipart(env.app, GiftCardPath.UPDATE, admin.headers, fields({ id, code: 'UPD002', image: '00000000-0000-4000-8000-000000000001' }));
      expect(picture.statusCode).toBe(400);
      const noId = await postMultipart(env.app, GiftCardPath.UPDATE, admin.headers, fields({ code: 'UPD002' }));
      expect(noId.statusCode).toBe(400);
      expect(await catalogueFingerprint(env.db)).toBe(before);
    });

    it('replaces, keeps and removes the picture, deleting the one no longer used', async () => {
      const { id } = body<SavedId>(await create({ code: 'IMG002' }, { bytes: PNG_BYTES })).result;
      const first = (await detail(id)).imageId;
      expect(first).not.toBeNull();
      await postMultipart(env.app, GiftCardPath.UPDATE, admin.headers, fields({ id, code: 'IMG002', image: first ?? '' }));
      expect((await detail(id)).imageId).toBe(first);
      await postMultipart(env.app, GiftCardPath.UPDATE, admin.headers, fields({ id, code: 'IMG002', image: '' }), { bytes: JPEG_BYTES, type: 'image/jpeg' });
      const second = (await detail(id)).imageId;
      expect(second).not.toBe(first);
      expect(await env.db.query(`SELECT 1 FROM stored_image WHERE id = $1`, [first])).toHaveLength(0);
      await postMultipart(env.app, GiftCardPath.UPDATE, admin.headers, fields({ id, code: 'IMG002', image: 'null' }));
      expect((await detail(id)).image).toBeNull();
      expect(await env.db.query(`SELECT 1 FROM stored_image WHERE id = $1`, [second])).toHaveLength(0);
    });
  });

  describe('selling (for the cart and bill code) and deleting', () => {
    it('markGiftCardSold marks it sold once, records the SELL and freezes the amount against edits', async () => {
      const { id } = body<SavedId>(await create({ code: 'SOLD01' })).result;
      const userId = await userIdByName(env.db, 'admin');
      const lotusTenant = (await env.db.one<{ id: string }>(`SELECT id FROM tenant WHERE name = 'Lotus Nails'`)).id;
      const sell = () => env.db.transaction((tx) => markGiftCardSold(tx, { tenantId: lotusTenant, branchId: downtown, giftCardId: id, billId: null, userId, now: env.clock.now() }));
      // Another tenant does not find it.
      await expect(sell()).rejects.toMatchObject({ code: 'NOT_FOUND' });
      const tenantId = (await env.db.one<{ tenant_id: string }>(`SELECT tenant_id FROM gift_card WHERE id = $1`, [id])).tenant_id;
      const sellIn = (branchId: string) => env.db.transaction((tx) => markGiftCardSold(tx, { tenantId, branchId, giftCardId: id, billId: null, userId, now: env.clock.now() }));
      await expect(sellIn(plateau)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await sellIn(downtown);
      await expect(sellIn(downtown)).rejects.toMatchObject({ code: 'GIFT_CARD_SOLD' });
      const card = await detail(id);
      expect(card).toMatchObject({ sold: true, amount: 5000, deletable: false });
      expect(card.giftCardActions).toMatchObject([{ type: 'SELL', value: 5000, billId: null }]);
      // Spent a little: an edit of the value leaves what is left alone.
      await env.db.query(`UPDATE gift_card SET amount_cents = 1200 WHERE id = $1`, [id]);
      await postMultipart(env.app, GiftCardPath.UPDATE, admin.headers, fields({ id, code: 'SOLD01', value: '9000' }));
      expect(await detail(id)).toMatchObject({ value: 9000, amount: 1200, isUsed: true });
      const list = body<Page<GiftCardRow>>(await env.app.inject({ method: 'GET', url: `${GiftCardPath.LIST}?branchId=${downtown}&query=SOLD01`, headers: admin.headers })).result;
      expect(list.items).toMatchObject([{ code: 'SOLD01', sold: true, amount: 1200 }]);
      const options = body<GiftCardOption[]>(await env.app.inject({ method: 'GET', url: `${GiftCardPath.OPTIONS_TO_ADD_CART}?branchId=${downtown}`, headers: admin.headers })).result;
      expect(options.some((o) => o.id === id)).toBe(false);
      expect(options.some((o) => o.code === 'GIFT01')).toBe(true);

      const before = await catalogueFingerprint(env.db);
      const refused = await env.app.inject({ method: 'POST', url: `${GiftCardPath.DELETE}?id=${id}`, headers: admin.headers });
      expect(refused.statusCode).toBe(409);
      expect(body(refused)).toMatchObject({ success: false, message: 'This record could not be deleted because of an association.' });
      expect(await catalogueFingerprint(env.db)).toBe(before);
    });

    it('deletes a card with no history, and its picture', async () => {
      const { id } = body<SavedId>(await create({ code: 'DEL001' }, { bytes: PNG_BYTES })).result;
      const imageId = (await detail(id)).imageId;
      const res = await env.app.inject({ method: 'POST', url: `${GiftCardPath.DELETE}?id=${id}`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect((await show(id)).statusCode).toBe(404);
      expect(await env.db.query(`SELECT 1 FROM stored_image WHERE id = $1`, [imageId])).toHaveLength(0);
      const again = await env.app.inject({ method: 'POST', url: `${GiftCardPath.DELETE}?id=${id}`, headers: admin.headers });
      expect(again.statusCode).toBe(404);
      const bad = await env.app.inject({ method: 'POST', url: `${GiftCardPath.DELETE}?id=nope`, headers: admin.headers });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('GET /api/gift-card/list', () => {
    it('pages by 15, newest first, and searches code, content and recipient', async () => {
      for (let i = 0; i < 16; i++) {
        env.clock.advance(1000);
        expect((await create({ code: `PAGE${String(i).padStart(2, '0')}`, content: `Batch card ${i}`, recipientPhone: '' })).statusCode).toBe(200);
      }
      const url = (q: string) => `${GiftCardPath.LIST}?branchId=${downtown}${q}`;
      const first = body<Page<GiftCardRow>>(await env.app.inject({ method: 'GET', url: url('&query=batch'), headers: admin.headers })).result;
      expect(first).toMatchObject({ total: 16, page: 1, size: 15 });
      expect(first.items).toHaveLength(15);
      expect(first.items[0]?.code).toBe('PAGE15');
      const second = body<Page<GiftCardRow>>(await env.app.inject({ method: 'GET', url: url('&query=batch&page=2'), headers: admin.headers })).result;
      expect(second.items.map((c) => c.code)).toEqual(['PAGE00']);
      const byPhone = body<Page<GiftCardRow>>(await env.app.inject({ method: 'GET', url: url('&query=555%200123'), headers: admin.headers })).result;
      expect(byPhone.items.length).toBeGreaterThan(0);
      expect(byPhone.items.every((c) => c.recipientPhone === '4165550123')).toBe(true);
      const plateauList = body<Page<GiftCardRow>>(await env.app.inject({ method: 'GET', url: `${GiftCardPath.LIST}?branchId=${plateau}`, headers: admin.headers })).result;
      // Plateau holds only its own demo cards, none of the ones made in Downtown.
      expect(plateauList.items.some((c) => c.code.startsWith('PAGE'))).toBe(false);
      const bad = await env.app.inject({ method: 'GET', url: url('&size=500'), headers: admin.headers });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('send by email and SMS through the outbox', () => {
    it('queues an email the log provider then sends, shown on the card', async () => {
      const id = (await env.db.one<{ id: string }>(`SELECT id FROM gift_card WHERE code = 'GIFT01'`)).id;
      const res = await env.app.inject({ method: 'POST', url: GiftCardPath.SEND_MAIL, headers: admin.headers, payload: { id, email: 'emma@example.com' } });
      expect(res.statusCode).toBe(200);
      const { notificationId } = body<QueuedNotification>(res).result;
      const row = await env.db.one<{ status: string; channel: string; recipient: string; subject: string; body: string; entity_type: string }>(
        `SELECT status, channel, recipient, subject, body, entity_type FROM notification WHERE id = $1`,
        [notificationId],
      );
      expect(row).toMatchObject({ status: 'PENDING', channel: 'EMAIL', recipient: 'emma@example.com', entity_type: 'GIFT_CARD' });
      expect(row.subject).toBe('Your gift card from Downtown Toronto');
      expect(row.body).toContain('Gift card code: GIFT01');
      expect(row.body).toContain('$50.00');
      expect((await detail(id)).notifications).toMatchObject([{ id: notificationId, status: 'PENDING', channel: 'EMAIL' }]);

      const round = await sendDueNotifications({ db: env.db, now: env.clock.now, providers: providers() });
      expect(round.sent).toBeGreaterThanOrEqual(1);
      expect((await detail(id)).notifications).toMatchObject([{ id: notificationId, status: 'SENT', attempts: 1 }]);
      expect(JSON.stringify(logged)).toContain('emma@example.com');
    });

    it('queues an SMS to a phone of the branch format, in the branch language', async () => {
      const { id } = body<SavedId>(await postMultipart(env.app, GiftCardPath.CREATE, admin.headers, fields({ branchId: plateau, code: 'PLAT01', recipientPhone: '(514) 555-0199' }))).result;
      const res = await env.app.inject({ method: 'POST', url: GiftCardPath.SEND_SMS, headers: admin.headers, payload: { id, phone: '(514) 555-0199' } });
      expect(res.statusCode).toBe(200);
      const row = await env.db.one<{ recipient: string; body: string; subject: string | null }>(`SELECT recipient, body, subject FROM notification WHERE id = $1`, [
        body<QueuedNotification>(res).result.notificationId,
      ]);
      expect(row).toMatchObject({ recipient: '5145550199', subject: null });
      expect(row.body).toBe('Plateau Montréal : vous avez reçu une carte-cadeau de $50.00. Code : PLAT01.');
    });

    it('refuses a bad address or phone, an unknown card, and writes nothing', async () => {
      const id = (await env.db.one<{ id: string }>(`SELECT id FROM gift_card WHERE code = 'GIFT01'`)).id;
      const before = await catalogueFingerprint(env.db);
      const cases = [
        [GiftCardPath.SEND_MAIL, { id, email: '' }, 'email: Please fill out this field'],
        [GiftCardPath.SEND_MAIL, { id, email: 'emma@' }, 'email: Email is invalid!'],
        [GiftCardPath.SEND_SMS, { id, phone: '4165' }, 'phone: Please enter 10 digits number'],
        [GiftCardPath.SEND_SMS, { id, phone: 'call me' }, 'phone: Phone is invalid!'],
      ] as const;
      for (const [url, payload, message] of cases) {
        const res = await env.app.inject({ method: 'POST', url, headers: admin.headers, payload });
        expect(res.statusCode, message).toBe(400);
        expect(body(res).message).toBe(message);
      }
      const unknown = await env.app.inject({ method: 'POST', url: GiftCardPath.SEND_MAIL, headers: admin.headers, payload: { id: '00000000-0000-4000-8000-000000000000', email: 'a@b.co' } });
      expect(unknown.statusCode).toBe(404);
      expect(await catalogueFingerprint(env.db)).toBe(before);
    });
  });

  describe('rights', () => {
    it('needs a session and the CSRF header', async () => {
      expect((await env.app.inject({ method: 'GET', url: `${GiftCardPath.LIST}?branchId=${downtown}` })).statusCode).toBe(401);
      const noCsrf = await env.app.inject({ method: 'POST', url: `${GiftCardPath.DELETE}?id=00000000-0000-4000-8000-000000000000`, headers: { cookie: admin.headers.cookie ?? '' } });
      expect(noCsrf.statusCode).toBe(403);
      expect(body(noCsrf).code).toBe('CSRF_INVALID');
    });

    it('refuses every call to a user without the gift card rights, then allows exactly what a right gives', async () => {
      // The demo front desk may read gift cards (to take them at payment): start from a desk that may not.
      await revokeRight(env.db, 'FRONT_DESK', 'Maple Beauty', 'GIFT_CARD_ACCESS');
      const frontdesk = await signIn(env.app, 'frontdesk');
      const id = (await env.db.one<{ id: string }>(`SELECT id FROM gift_card WHERE code = 'GIFT01'`)).id;
      const before = await catalogueFingerprint(env.db);
      const calls = [
        () => env.app.inject({ method: 'GET', url: `${GiftCardPath.LIST}?branchId=${downtown}`, headers: frontdesk.headers }),
        () => env.app.inject({ method: 'GET', url: `${GiftCardPath.SHOW}/${id}`, headers: frontdesk.headers }),
        () => env.app.inject({ method: 'GET', url: `${GiftCardPath.OPTIONS_TO_ADD_CART}?branchId=${downtown}`, headers: frontdesk.headers }),
        () => env.app.inject({ method: 'POST', url: `${GiftCardPath.DELETE}?id=${id}`, headers: frontdesk.headers }),
        () => env.app.inject({ method: 'POST', url: GiftCardPath.SEND_MAIL, headers: frontdesk.headers, payload: { id, email: 'a@b.co' } }),
        () => create({ code: 'DESK01' }, undefined, frontdesk),
        () => postMultipart(env.app, GiftCardPath.UPDATE, frontdesk.headers, fields({ id, code: 'GIFT01' })),
      ];
      for (const call of calls) {
        const res = await call();
        expect(res.statusCode).toBe(403);
        expect(body(res).code).toBe('FORBIDDEN');
      }
      await allowRight(env.db, 'FRONT_DESK', 'Maple Beauty', 'GIFT_CARD_ACCESS');
      expect((await calls[0]!()).statusCode).toBe(200);
      expect((await calls[1]!()).statusCode).toBe(200);
      expect((await calls[3]!()).statusCode).toBe(403);
      expect((await calls[5]!()).statusCode).toBe(403);
      expect(await catalogueFingerprint(env.db)).toBe(before);
    });
  });
});
