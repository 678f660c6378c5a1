/** The booking reads' paths and rights, apart from their query schemas (reads.ts) so the board does not load zod. */
import { PlanRight, Right } from '../rights';

/** The tree feeds the booking form, so it needs what the appointment screen needs. */
export const ServiceTreeAccess = { required: [Right.APPOINTMENT_ACCESS], requiredPlan: [PlanRight.APPOINTMENT] };

export const BookingReadPath = {
  SERVICE_TREE: '/api/service/index-tree-by-branch-id',
  CUSTOMER_SEARCH: '/api/customer/search-text-get-combo',
  /** GET `${CUSTOMER_DETAIL}/{id}` */
  CUSTOMER_DETAIL: '/api/customer/show-detail',
  BOOKING_SEARCH: '/api/booking/search-booking',
  /** GET `${BOOKING_DETAIL}/{id}` */
  BOOKING_DETAIL: '/api/booking/get-detail-booking',
  BOOKING_HISTORY: '/api/action-log/get-history-booking',
} as const;
