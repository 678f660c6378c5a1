/**
 * The catalogue's server calls: gift cards, products, checkout methods, messages. These are
 * back-office screens that ask the server (their last answers kept as the tablet's copies by
 * the admin kit); checkout methods are also stored on the tablet, for pay-ins and the drawer.
 */
import type { CheckoutMethodCreateBody, CheckoutMethodRow, CheckoutMethodSort, CheckoutMethodUpdateBody, GiftCardDetail, GiftCardRow, GiftCardSort, Page, ProductDetail, ProductRow, ProductSort, QueuedNotification, SavedId } from '../domain/catalogue/contract';
import { CheckoutMethodPath, GiftCardPath, NO_IMAGE, NotificationPath, ProductPath } from '../domain/catalogue/paths';
import { listRequestParams, type ListRequest } from '../domain/admin/list';
import type { GiftCardValues } from '../domain/catalogue/gift-card';
import type { ProductValues } from '../domain/catalogue/product';
import { apiGet, apiPost, apiPostForm } from './api-client';
import { loadCheckoutMethods } from './checkout-methods';

/** The picture a save sends: keep the current one, none (the default), or a new file. */
export type ImageChoice = { kind: 'keep'; id: string | null } | { kind: 'none' } | { kind: 'file'; file: Blob; name: string };

export function appendImage(form: FormData, image: ImageChoice): void {
  if (image.kind === 'file') form.append('image', image.file, image.name);
  else if (image.kind === 'keep' && image.id) form.append('image', image.id);
  else form.append('image', NO_IMAGE);
}

const cents = (value: number | null): string => (value === null ? '' : String(value));

/** The multipart form of POST /api/gift-card/create and /update (money in cents). */
export function giftCardForm(input: { id?: string; branchId: string; values: GiftCardValues; image: ImageChoice }): FormData {
  const v = input.values;
  const form = new FormData();
  if (input.id) form.append('id', input.id);
  form.append('branchId', input.branchId);
  form.append('code', v.code);
  form.append('content', v.content);
  form.append('value', cents(v.value));
  form.append('price', cents(v.price));
  form.append('recipientName', v.recipientName);
  form.append('recipientPhone', v.recipientPhone);
  form.append('recipientEmail', v.recipientEmail);
  form.append('payerName', v.payerName);
  form.append('phoneNumberPayer', v.phoneNumberPayer);
  form.append('emailPayer', v.emailPayer);
  form.append('note', v.note);
  form.append('endDate', v.endDate ?? '');
  appendImage(form, input.image);
  return form;
}

export function productForm(input: { id?: string; branchId: string; values: ProductValues; image: ImageChoice }): FormData {
  const v = input.values;
  const form = new FormData();
  if (input.id) form.append('id', input.id);
  form.append('branchId', input.branchId);
  form.append('code', v.code);
  form.append('name', v.name);
  form.append('price', cents(v.price));
  form.append('active', String(v.active));
  form.append('description', v.description);
  appendImage(form, input.image);
  return form;
}

// ---- gift cards ----

export const fetchGiftCards = (branchId: string, q: ListRequest<GiftCardSort>) => apiGet<Page<GiftCardRow>>(GiftCardPath.LIST, { branchId, ...listRequestParams(q) });
export const fetchGiftCard = (id: string) => apiGet<GiftCardDetail>(`${GiftCardPath.SHOW}/${encodeURIComponent(id)}`);
export const createGiftCard = (input: Parameters<typeof giftCardForm>[0]) => apiPostForm<SavedId>(GiftCardPath.CREATE, giftCardForm(input));
export const updateGiftCard = (input: Parameters<typeof giftCardForm>[0] & { id: string }) => apiPostForm<SavedId>(GiftCardPath.UPDATE, giftCardForm(input));
export const deleteGiftCard = (id: string) => apiPost<null>(`${GiftCardPath.DELETE}?id=${encodeURIComponent(id)}`);
export const sendGiftCardMail = (id: string, email: string) => apiPost<QueuedNotification>(GiftCardPath.SEND_MAIL, { id, email });
export const sendGiftCardSms = (id: string, phone: string) => apiPost<QueuedNotification>(GiftCardPath.SEND_SMS, { id, phone });

// ---- products ----

export const fetchProducts = (branchId: string, q: ListRequest<ProductSort>) => apiGet<Page<ProductRow>>(ProductPath.LIST, { branchId, ...listRequestParams(q) });
export const fetchProduct = (id: string) => apiGet<ProductDetail>(ProductPath.DETAIL, { id });
export const createProduct = (input: Parameters<typeof productForm>[0]) => apiPostForm<SavedId>(ProductPath.CREATE, productForm(input));
export const updateProduct = (input: Parameters<typeof productForm>[0] & { id: string }) => apiPostForm<SavedId>(ProductPath.UPDATE, productForm(input));
export const deleteProduct = (id: string) => apiPost<null>(`${ProductPath.DELETE}?id=${encodeURIComponent(id)}`);

// ---- checkout methods ----

export const fetchCheckoutMethodList = (q: ListRequest<CheckoutMethodSort>) => apiGet<Page<CheckoutMethodRow>>(CheckoutMethodPath.LIST, listRequestParams(q));

/** After a change, the tablet's stored methods (pay-ins, drawer tags) are fetched again. */
async function refreshStored(branchId: string | null): Promise<void> {
  if (branchId) await loadCheckoutMethods(branchId).catch(() => undefined);
}

export async function createCheckoutMethod(body: CheckoutMethodCreateBody, branchId: string | null): Promise<SavedId> {
  const saved = await apiPost<SavedId>(CheckoutMethodPath.CREATE, body);
  await refreshStored(branchId);
  return saved;
}

export async function updateCheckoutMethod(body: CheckoutMethodUpdateBody, branchId: string | null): Promise<SavedId> {
  const saved = await apiPost<SavedId>(CheckoutMethodPath.UPDATE, body);
  await refreshStored(branchId);
  return saved;
}

export async function deleteCheckoutMethod(id: string, branchId: string | null): Promise<void> {
  await apiPost<null>(`${CheckoutMethodPath.DELETE}?id=${encodeURIComponent(id)}`);
  await refreshStored(branchId);
}

// ---- messages ----

export const resendBookingSmsCall = (bookingId: string) => apiPost<QueuedNotification>(NotificationPath.BOOKING_RESEND_SMS, { bookingId });
