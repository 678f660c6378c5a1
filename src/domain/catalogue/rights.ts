/**
 * The catalogue screens' rights (module × action codes of ../rights) and plan rights, named
 * once so the route guards, the buttons and the server check the same codes.
 */
import { PlanRight, type RightAction, type RightModule } from '../rights';

export type ModuleRights = { ACCESS: string; CREATE: string; UPDATE: string; DELETE: string };

export function rightsOf(module: RightModule): ModuleRights {
  const code = (action: RightAction) => `${module}_${action}`;
  return { ACCESS: code('ACCESS'), CREATE: code('CREATE'), UPDATE: code('UPDATE'), DELETE: code('DELETE') };
}

export const GiftCardRight = rightsOf('GIFT_CARD');
export const ProductRight = rightsOf('PRODUCT');
export const CheckoutMethodRight = rightsOf('SYSTEM_CHECKOUT_METHOD');
export const ServiceRight = rightsOf('SERVICE');
export const PaymentMethodRight = rightsOf('PAYMENT_METHOD');
export const PackageRight = rightsOf('PACKAGE');

export const GIFT_CARD_PLAN = [PlanRight.GIFT_CARD] as const;
export const PRODUCT_PLAN = [PlanRight.PRODUCT] as const;
/** Checkout methods are a system setting: no plan feature gates them. */
export const CHECKOUT_METHOD_PLAN = [] as const;
/** Services are what every salon books: the spec names no plan feature for them. */
export const SERVICE_PLAN = [] as const;
/** Payment methods are a tenant setting beside checkout methods: the spec's feature flags name none for them. */
export const PAYMENT_METHOD_PLAN = [] as const;
/** Packages are booked like services, and the spec's plan features (§6: loyalty, voucher, ...) name none for them. */
export const PACKAGE_PLAN = [] as const;
