/**
 * Answer shapes of payment, bills and tips (spec part 2 §3, §7), shared by the browser and the
 * server. Money is integer cents; times are "YYYY-MM-DD HH:mm" on the branch clock.
 */
import type { Booking, Guest, LoyaltyType } from '../api';
import type { Cents } from '../money';
import type { BranchTax } from '../branch/tax';
import type { BillTemplate } from './bill-template';
import type { FeeType, VoucherKind, VoucherType } from './calculate-bill';
import type { TaxLine } from './tax-lines';

export const BillStatus = { DRAFT: 'DRAFT', PAID: 'PAID', CANCEL: 'CANCEL' } as const;
export type BillStatus = (typeof BillStatus)[keyof typeof BillStatus];

/** A payment method tile: a discount or a fee option (CASH, PERCENT, REFERRAL, BIRTHDAY, COIN). */
export type PaymentMethodOption = {
  id: string;
  name: string;
  type: string;
  icon: string | null;
  priority: number;
  /** The fee the method adds: FIXED cents or PERCENT of the amount after discount; null for none. */
  fee: { type: FeeType; value: number } | null;
  /** The discount the method gives, as a bill discount; null for none. */
  discount: { type: VoucherType; value: number } | null;
};

/** GENERAL: any day; BIRTHDAY: only in the customer's birthday month. */
export const VoucherAudience = { GENERAL: 'GENERAL', BIRTHDAY: 'BIRTHDAY' } as const;
export type VoucherAudience = (typeof VoucherAudience)[keyof typeof VoucherAudience];

/**
 * A voucher as the tablet keeps it to check codes offline (the server checks again). A copy
 * stored before issue 15 has no audience, kind or ids: a general money voucher on the whole bill.
 */
export type VoucherInfo = {
  id: string;
  code: string;
  content: string;
  type: VoucherType;
  /** AMOUNT: cents; PERCENT: percent of the subtotal. */
  value: number;
  branchId: string | null;
  customerId: string | null;
  startDate: string | null;
  endDate: string | null;
  /** Uses left; null when unlimited. */
  usesLeft: number | null;
  active: boolean;
  /** The spec's voucher type (GENERAL or BIRTHDAY). */
  audience?: VoucherAudience;
  kind?: VoucherKind;
  /** MONEY: the services it discounts; none = the whole bill. */
  serviceIds?: string[];
  /** PACKAGE: the packages it discounts; none = every package line. */
  packageIds?: string[];
};

/** A sold gift card with what is left on it. */
export type GiftCardInfo = {
  id: string;
  code: string;
  content: string;
  /** What is left to spend. */
  amount: Cents;
  value: Cents;
  endDate: string | null;
  active: boolean;
};

export type LoyaltySettings = {
  type: LoyaltyType;
  /** POINT_BASED: most loyalty money one bill may take. */
  limit: Cents;
  /** POINT_BASED: percent of a paid bill's total earned as loyalty money. */
  earnPercent: number;
  /** BOOKING_BASED: every this many paid bills, the next one gets the reward. */
  bookingsForReward: number;
  /** BOOKING_BASED: the reward, percent of the subtotal (when `rewardAmount` is not set). */
  rewardPercent: number;
  /**
   * BOOKING_BASED: the reward as a fixed amount instead of the percent; null or absent: the
   * percent. (Optional, like the two below: a copy a tablet stored before issue 15 lacks them.)
   */
  rewardAmount?: Cents | null;
  /** BOOKING_BASED: the subtotal a bill must reach to take the reward; absent: 0. */
  minimumAmount?: Cents;
  /**
   * The branch date ("YYYY-MM-DD") the rule applies from: a paid bill of an earlier branch date
   * neither counts toward the reward nor earns loyalty money. Null or absent: every bill.
   */
  applyFrom?: string | null;
};

/** GET PAYMENT_OPTIONS ?branchId: stored on the tablet so payment works offline. */
export type PaymentOptions = {
  branchId: string;
  /** The branch's taxes (a copy stored before issue 13 may still hold `hstPercent`: see data/payment-options). */
  taxes: BranchTax[];
  paymentMethods: PaymentMethodOption[];
  /** The default checkout method (usually Cash). */
  checkOutDefaultId: string | null;
  loyalty: LoyaltySettings;
  vouchers: VoucherInfo[];
  giftCards: GiftCardInfo[];
  /** What the printed bill says around the figures; a copy stored before issue 17 has none (the default applies). */
  billTemplate?: BillTemplate;
};

/** A customer's loyalty standing, as payment-info reads it. */
export type CustomerLoyalty = {
  customerId: string;
  /** POINT_BASED balance. */
  amountMoney: Cents;
  /** BOOKING_BASED: paid bills still needed before the reward; 0 means this bill may take it. */
  numberBookingToLoyalReward: number;
  /**
   * "YYYY-MM-DD" (any year) or null: birthday payment methods and vouchers apply only in this
   * month. A standing stored before it was read has none (undefined): no birthday offer offline.
   */
  birthDay?: string | null;
};

/** POST PAYMENT_INFO. */
export type PaymentInfoResult = {
  booking: Booking | null;
  guestList: Guest[];
  /** Carts on this bill (filled once carts exist). */
  cartList: { id: string; code: string; total: Cents }[];
  customerOptions: { id: string; name: string; phone: string }[];
  loyaltyType: LoyaltyType;
  loyalty: CustomerLoyalty | null;
  /** The payment comes from a saved booking: only then is loyalty offered. */
  isFromSaveBooking: boolean;
};

/** POST CHECK_VOUCHER: `voucher` null with the reason in `message` when not applicable. */
export type CheckVoucherResult = { voucher: VoucherInfo | null; message: string | null };

/** POST CHECK_GIFT. */
export type CheckGiftResult = { giftCard: GiftCardInfo | null; isAvailable: boolean };

export const BillLineKindWire = { SERVICE: 'service', GIFT_CARD: 'giftCard', PRODUCT: 'product' } as const;

export type BillLineView = {
  id: string;
  kind: 'service' | 'giftCard' | 'product';
  name: string;
  quantity: number;
  price: Cents;
  guestId: string | null;
  guestName: string | null;
  technicianId: string | null;
  technicianName: string | null;
};

export type TechnicianTipRow = {
  technicianId: string;
  technicianName: string;
  segmentName: string;
  percent: number;
  value: Cents;
};

export type TipInfo = {
  id: string;
  code: string;
  value: Cents;
  checkoutMethodId: string;
  checkoutMethodName: string;
  actionTime: string;
  technicianTips: TechnicianTipRow[];
};

export type BillFiguresView = {
  subtotal: Cents;
  voucherDiscount: Cents;
  loyaltyDiscount: Cents;
  discount: Cents;
  paymentFee: Cents;
  tax: Cents;
  total: Cents;
  giftCardUsed: Cents;
  amountDue: Cents;
  received: Cents;
  change: Cents;
};

/** GET PRINT_BILL_BY_ID ?billId: what the payment detail shows and the bill prints. */
export type BillDetail = {
  id: string;
  code: string;
  status: BillStatus;
  branchId: string;
  bookingId: string | null;
  bookingCode: string | null;
  customerId: string | null;
  customerName: string;
  phone: string;
  actionTime: string;
  lines: BillLineView[];
  paymentMethod: { id: string; name: string } | null;
  voucherCode: string | null;
  giftCardCode: string | null;
  loyaltyAmount: Cents;
  isHst: boolean;
  /** Each tax as the bill charged it; a bill from before the list reads as its one HST line. */
  taxLines: TaxLine[];
  figures: BillFiguresView;
  payments: { checkoutMethodId: string; checkoutMethodName: string; amount: Cents }[];
  /** The bill's live tip, if any. */
  tip: TipInfo | null;
  branch: { name: string; address: string | null; phone: string | null };
  createdBy: string;
  note: string;
  /** The spec's viewCanCancelPayment: the bill may still be cancelled (with OLD_BILL_CANCEL). */
  viewCanCancelPayment: boolean;
};

/** GET BILLS_BY_BOOKING: one tab per bill. */
export type BillSummary = { id: string; code: string; status: BillStatus };

/** What CREATE_BILL, UPDATE_BILL_FROM_DRAFT and the bill.create mutation answer. */
export type BillCreateResult = { id: string; code: string; total: Cents };

/** POST TECHNICIAN_TIP_INFO: the rows a tip is shared between, one per technician and service. */
export type TechnicianTipInfo = { technicianId: string; technicianName: string; segmentName: string; price: Cents }[];

/** What CREATE_TIP / UPDATE_TIP and the tip.save mutation answer. */
export type TipSaveResult = { id: string; code: string };
