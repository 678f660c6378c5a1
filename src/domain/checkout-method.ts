/** A branch's checkout method, and which of them is the drawer's cash. */
export type CheckoutMethod = {
  id: string;
  code: string;
  name: string;
  priority: number;
  isDefault: boolean;
  active: boolean;
};

/**
 * The method pay-ins, pay-outs and tip payouts use, and the one whose tips are cash tips: the
 * branch's default when it is cash-like, else the active one coded CASH, else the default
 * active one. Null when there is none.
 */
export function cashMethod(methods: readonly CheckoutMethod[]): CheckoutMethod | null {
  const active = methods.filter((m) => m.active);
  const isCash = (m: CheckoutMethod) => m.code.toUpperCase() === 'CASH';
  return active.find((m) => m.isDefault && isCash(m)) ?? active.find(isCash) ?? active.find((m) => m.isDefault) ?? null;
}
