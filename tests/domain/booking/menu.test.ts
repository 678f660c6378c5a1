import { describe, expect, it } from 'vitest';
import { BookingStatus } from '../../../src/domain/api';
import { FormButton, formButtonsFor, isPayable, MenuAction, menuFor, type MenuInput } from '../../../src/domain/booking/menu';

const base: MenuInput = {
  status: BookingStatus.PROCESSING,
  hasBill: false,
  bookingGuests: [{ status: BookingStatus.PROCESSING, billId: null }],
  confirmed: true,
  isToday: true,
  isPastDate: false,
  readOnly: false,
  canEdit: true,
  canPay: true,
  canCancelBill: true,
  canTip: true,
};

describe('payment entries of the card menu (spec part 1 §4)', () => {
  it('Processing offers payment, and the group variant when several guests have no bill', () => {
    expect(menuFor(base)).toContain(MenuAction.PAYMENT);
    const two = { ...base, bookingGuests: [...base.bookingGuests, { status: BookingStatus.PROCESSING, billId: null }] };
    expect(menuFor(two)).toContain(MenuAction.PAYMENT_GROUP);
    expect(menuFor(two)).not.toContain(MenuAction.PAYMENT);
    const onePaid = { ...two, bookingGuests: [{ status: BookingStatus.PROCESSING, billId: null }, { status: BookingStatus.COMPLETED, billId: 'b' }] };
    expect(menuFor(onePaid)).toContain(MenuAction.PAYMENT);
  });

  it('no payment without the right', () => {
    expect(menuFor({ ...base, canPay: false })).not.toContain(MenuAction.PAYMENT);
  });

  it('Completed: detail, payment detail, cancel bill, print, tip (or bill has tips)', () => {
    const done = { ...base, status: BookingStatus.COMPLETED, hasBill: true };
    expect(menuFor(done)).toEqual([MenuAction.DETAIL, MenuAction.PAYMENT_DETAIL, MenuAction.CANCEL_BILL, MenuAction.PRINT_BILL, MenuAction.TIP, MenuAction.HISTORY]);
    expect(menuFor({ ...done, alreadyTip: true })).toContain(MenuAction.TIP_EDIT);
    expect(menuFor({ ...done, canCancelBill: false })).not.toContain(MenuAction.CANCEL_BILL);
    expect(menuFor({ ...done, canTip: false })).not.toContain(MenuAction.TIP);
    expect(menuFor({ ...done, hasBill: false })).toEqual([MenuAction.DETAIL, MenuAction.HISTORY]);
  });

  it('a past date still offers only detail and history', () => {
    expect(menuFor({ ...base, status: BookingStatus.COMPLETED, hasBill: true, isPastDate: true })).toEqual([MenuAction.DETAIL, MenuAction.HISTORY]);
  });

  it('payable means in service and on no bill', () => {
    expect(isPayable({ status: BookingStatus.PROCESSING, billId: null })).toBe(true);
    expect(isPayable({ status: BookingStatus.PROCESSING, billId: 'x' })).toBe(false);
    expect(isPayable({ status: BookingStatus.CHECK_IN, billId: null })).toBe(false);
  });
});

describe('update form buttons for payment (spec part 1 §4)', () => {
  it('Processing: save, payment, duplicate, close; payment detail once a bill is linked', () => {
    expect(formButtonsFor({ isNew: false, status: BookingStatus.PROCESSING, isToday: true, hasPayable: true })).toEqual([FormButton.SAVE, FormButton.PAYMENT, FormButton.DUPLICATE, FormButton.CLOSE]);
    expect(formButtonsFor({ isNew: false, status: BookingStatus.PROCESSING, isToday: true, hasPayable: true, hasBill: true })).toContain(FormButton.PAYMENT_DETAIL);
  });
  it('Completed: payment detail, duplicate, close', () => {
    expect(formButtonsFor({ isNew: false, status: BookingStatus.COMPLETED, isToday: true, hasBill: true })).toEqual([FormButton.PAYMENT_DETAIL, FormButton.DUPLICATE, FormButton.CLOSE]);
  });
});

describe('Resend SMS in the card menu (spec part 1 §4)', () => {
  const waiting: MenuInput = { ...base, status: BookingStatus.WAITING, bookingGuests: [{ status: BookingStatus.WAITING }] };

  it('is offered on Waiting and New cards, right after Print slip', () => {
    for (const status of [BookingStatus.WAITING, BookingStatus.NEW]) {
      const actions = menuFor({ ...waiting, status, bookingGuests: [{ status }] });
      expect(actions.indexOf(MenuAction.RESEND_SMS)).toBe(actions.indexOf(MenuAction.PRINT_SLIP) + 1);
    }
  });

  it('is not offered for other statuses, past days, read-only days or without the booking right', () => {
    for (const status of [BookingStatus.CHECK_IN, BookingStatus.PROCESSING, BookingStatus.COMPLETED, BookingStatus.CANCEL, BookingStatus.NO_SHOW]) {
      expect(menuFor({ ...waiting, status, bookingGuests: [{ status }] })).not.toContain(MenuAction.RESEND_SMS);
    }
    expect(menuFor({ ...waiting, isPastDate: true })).not.toContain(MenuAction.RESEND_SMS);
    expect(menuFor({ ...waiting, readOnly: true })).not.toContain(MenuAction.RESEND_SMS);
    expect(menuFor({ ...waiting, canEdit: false })).not.toContain(MenuAction.RESEND_SMS);
  });
});
