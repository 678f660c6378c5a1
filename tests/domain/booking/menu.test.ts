import { describe, expect, it } from 'vitest';
import { BookingStatus } from '../../../src/domain/api';
import { MenuAction, menuFor, type MenuInput } from '../../../src/domain/booking/menu';

const base: MenuInput = {
  status: BookingStatus.WAITING,
  hasBill: false,
  bookingGuests: [{ status: BookingStatus.WAITING }],
  confirmed: true,
  isToday: true,
  isPastDate: false,
  readOnly: false,
  canEdit: true,
};

describe('Resend SMS in the card menu (spec part 1 §4)', () => {
  it('is offered on Waiting and New cards, right after Print slip', () => {
    for (const status of [BookingStatus.WAITING, BookingStatus.NEW]) {
      const actions = menuFor({ ...base, status, bookingGuests: [{ status }] });
      expect(actions.indexOf(MenuAction.RESEND_SMS)).toBe(actions.indexOf(MenuAction.PRINT_SLIP) + 1);
    }
  });

  it('is not offered for other statuses, past days, read-only days or without the booking right', () => {
    for (const status of [BookingStatus.CHECK_IN, BookingStatus.PROCESSING, BookingStatus.COMPLETED, BookingStatus.CANCEL, BookingStatus.NO_SHOW]) {
      expect(menuFor({ ...base, status, bookingGuests: [{ status }] })).not.toContain(MenuAction.RESEND_SMS);
    }
    expect(menuFor({ ...base, isPastDate: true })).not.toContain(MenuAction.RESEND_SMS);
    expect(menuFor({ ...base, readOnly: true })).not.toContain(MenuAction.RESEND_SMS);
    expect(menuFor({ ...base, canEdit: false })).not.toContain(MenuAction.RESEND_SMS);
  });
});
