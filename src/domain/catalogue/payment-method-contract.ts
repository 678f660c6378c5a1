/**
 * The payment method settings' /api contract: paths, the list query (search, status, order),
 * the save bodies (the form's values, parsed with the same schema) and the answer shapes. The
 * tablet's tiles come with the payment options (BillPath.PAYMENT_OPTIONS), not from here.
 */
import { z } from '../schemas/zod';
import { listRequestSchema } from '../admin/list-request';
import { paymentMethodValuesSchema, type StoredPaymentMethod } from './payment-method';

export const PaymentMethodPath = {
  LIST: '/api/payment-method/list',
  /** GET {DETAIL}/{id} */
  DETAIL: '/api/payment-method/detail',
  CREATE: '/api/payment-method/create',
  UPDATE: '/api/payment-method/update',
  /** POST ?id= */
  DELETE: '/api/payment-method/delete',
} as const;

export const PAYMENT_METHOD_SORT = ['name', 'type', 'priority', 'active'] as const;
export type PaymentMethodSort = (typeof PAYMENT_METHOD_SORT)[number];

export const PaymentMethodStatus = { ACTIVE: 'ACTIVE', INACTIVE: 'INACTIVE' } as const;
export type PaymentMethodStatus = (typeof PaymentMethodStatus)[keyof typeof PaymentMethodStatus];

/** Payment methods are the tenant's: no branch. `status` left out: every method. */
export const paymentMethodListQuery = listRequestSchema(PAYMENT_METHOD_SORT, { status: z.optional(z.enum(PaymentMethodStatus)) });
export const paymentMethodDetailParams = z.object({ id: z.uuid() });

export const paymentMethodCreateBody = paymentMethodValuesSchema;
export const paymentMethodUpdateBody = z.safeExtend(paymentMethodValuesSchema, { id: z.uuid() });
export type PaymentMethodCreateBody = z.infer<typeof paymentMethodCreateBody>;
export type PaymentMethodUpdateBody = z.infer<typeof paymentMethodUpdateBody>;

export type PaymentMethodRow = StoredPaymentMethod & {
  id: string;
  /** No bill names it: it may be deleted (else deactivated). */
  deletable: boolean;
};

/** The detail adds how many bills were paid with it. */
export type PaymentMethodDetail = PaymentMethodRow & { billCount: number };
