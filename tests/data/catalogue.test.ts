// The catalogue's multipart forms as the browser builds them, sent by the api client to the
// real server: what the form says is what the server stores.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { type GiftCardDetail, type ProductDetail, type SavedId } from '../../src/domain/catalogue/contract';
import { GiftCardPath, ProductPath } from '../../src/domain/catalogue/paths';
import { emptyGiftCardValues } from '../../src/domain/catalogue/gift-card';
import { giftCardForm, productForm } from '../../src/data/catalogue';
import { TEST_NOW } from '../server/helpers';
import { useTabletServer } from './tablet-server';

const server = useTabletServer();

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('catalogue forms through the api client', () => {
  it('creates a gift card with a picture, keeps it, then goes back to the default', async () => {
    const tablet = await server.signedInTablet('gift', 'admin', TEST_NOW);
    const values = { ...emptyGiftCardValues('FORM01'), content: 'Birthday', value: 2500, price: 2000, recipientPhone: '416 555 0100', endDate: '2027-03-31' };
    const created = await tablet.env.api.postForm<SavedId>(
      GiftCardPath.CREATE,
      giftCardForm({ branchId: server.downtown, values, image: { kind: 'file', file: new Blob([PNG], { type: 'image/png' }), name: 'card.png' } }),
    );
    const read = () => tablet.env.api.get<GiftCardDetail>(`${GiftCardPath.SHOW}/${created.id}`);
    const card = await read();
    expect(card).toMatchObject({ code: 'FORM01', content: 'Birthday', value: 2500, price: 2000, amount: 2500, recipientPhone: '4165550100', endDate: '2027-03-31', sold: false });
    expect(card.imageId).not.toBeNull();

    await tablet.env.api.postForm(GiftCardPath.UPDATE, giftCardForm({ id: card.id, branchId: server.downtown, values: { ...values, note: 'Wrapped' }, image: { kind: 'keep', id: card.imageId } }));
    expect(await read()).toMatchObject({ note: 'Wrapped', imageId: card.imageId });

    await tablet.env.api.postForm(GiftCardPath.UPDATE, giftCardForm({ id: card.id, branchId: server.downtown, values: { ...values, endDate: null }, image: { kind: 'none' } }));
    expect(await read()).toMatchObject({ imageId: null, image: null, endDate: null });
  });

  it('creates and updates a product, price in cents and active as sent', async () => {
    const tablet = await server.signedInTablet('product', 'admin', TEST_NOW);
    const values = { code: 'form-oil', name: 'Form oil', price: 1999, active: false, description: 'From the form' };
    const { id } = await tablet.env.api.postForm<SavedId>(ProductPath.CREATE, productForm({ branchId: server.downtown, values, image: { kind: 'none' } }));
    const read = () => tablet.env.api.get<ProductDetail>(ProductPath.DETAIL, { id });
    expect(await read()).toMatchObject({ code: 'FORM-OIL', name: 'Form oil', price: 1999, active: false, description: 'From the form', image: null });
    await tablet.env.api.postForm(ProductPath.UPDATE, productForm({ id, branchId: server.downtown, values: { ...values, code: 'FORM-OIL', active: true, price: 2100 }, image: { kind: 'none' } }));
    expect(await read()).toMatchObject({ active: true, price: 2100 });
  });
});
