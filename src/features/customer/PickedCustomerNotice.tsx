/**
 * The blocked warning (or the notes) of a customer picked by id where the picker holds no more
 * than the id: the cart's customer, the payment's. It reads the booking form's customer detail
 * and keeps the answer as the tablet's last copy; a customer picked from a search (booking form,
 * cart) is kept the same way (`rememberPickedCustomer`), so a customer seen once on this tablet
 * still warns offline. Only asked of users who may read it (the appointment book's right and plan).
 */
import { keepCopy } from '../../data/admin-copies';
import { apiGet } from '../../data/api-client';
import type { CustomerDetail, CustomerOption } from '../../domain/booking/reads';
import { BookingReadPath } from '../../domain/booking/read-paths';
import { Access, checkAccess, PlanRight, Right } from '../../domain/rights';
import { useReadWithCopy } from '../admin/use-read-with-copy';
import { BlockedCustomerNotice, type PickedCustomerNote } from './BlockedCustomerNotice';

type Flags = { id: string; blocked: boolean; notes: PickedCustomerNote[] };

const flagsKey = (id: string) => `customer-flags|${id}`;

/** What a search answered of a customer, kept as their flags' last copy. */
export function rememberPickedCustomer(option: Pick<CustomerOption, 'value' | 'block' | 'notes'>): void {
  const flags: Flags = { id: option.value, blocked: option.block, notes: option.notes.map((n) => ({ id: n.id, note: n.note })) };
  void keepCopy(flagsKey(option.value), flags);
}

const loadFlags = (id: string): Promise<Flags> =>
  apiGet<CustomerDetail>(`${BookingReadPath.CUSTOMER_DETAIL}/${encodeURIComponent(id)}`).then((d) => ({ id, blocked: d.block, notes: d.notes.map((n) => ({ id: n.id, note: n.note })) }));

/** Who may read it: the server's guard of the booking form's customer reads. */
const READ_NEED = { required: [Right.APPOINTMENT_ACCESS], requiredPlan: [PlanRight.APPOINTMENT] };

export function PickedCustomerNotice(props: { customerId: string | null; rights: readonly string[]; rightsPM: readonly string[] }) {
  const { customerId } = props;
  const allowed = checkAccess({ ...READ_NEED, rights: props.rights, rightsPM: props.rightsPM }) === Access.ALLOWED;
  const { read } = useReadWithCopy<Flags>(customerId && allowed ? { key: flagsKey(customerId), load: () => loadFlags(customerId) } : null);
  if (read.status !== 'ready' || read.fetched.data.id !== customerId) return null;
  return <BlockedCustomerNotice blocked={read.fetched.data.blocked} notes={read.fetched.data.notes} />;
}
