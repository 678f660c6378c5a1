/**
 * What the booking form does with a recurring series: queue its bookings, or change or cancel
 * one and the following ones (each works offline). Kept with the form, which loads on demand,
 * rather than with the board.
 */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useLingui } from '@lingui/react/macro';
import type { BranchSummary } from '../../domain/api';
import { cancelFollowing, createSeries, updateFollowing } from '../../data/booking-actions';
import { notifySuccess } from '../feedback/notify';
import type { ExistingBooking } from './initial-form-state';
import type { BookingSubmitArgs } from './save-input';

export type SeriesActions = {
  /** Queue one booking per date kept, linked by their series id. */
  create: (bookings: BookingSubmitArgs[]) => Promise<void>;
  /** Queue the change of this booking and of every later one of its series. */
  updateFollowing: (args: BookingSubmitArgs) => Promise<void>;
  /** Ask, then queue the cancellation of this booking and every later one of its series. */
  cancelFollowing: () => void;
};

export function useSeriesActions(input: { branch: BranchSummary; booking: ExistingBooking | null; onClose: () => void }): SeriesActions {
  const { t } = useLingui();
  const { branch, booking } = input;
  const seriesId = booking?.seriesId ?? null;
  return {
    create: async (bookings) => {
      await createSeries(branch, bookings.map((b) => ({ ...b, start: false })));
      const count = bookings.length;
      notifySuccess(t`${count} bookings created`);
    },
    updateFollowing: async (args) => {
      if (!booking || !seriesId) return;
      await updateFollowing({ seriesId, from: booking.startTime, booking: { ...args, code: booking.code, start: false } });
      notifySuccess(t`Update success`);
    },
    cancelFollowing: () => {
      if (!booking || !seriesId) return;
      modals.openConfirmModal({
        title: t`Cancel this booking and the following ones of its series?`,
        centered: true,
        closeOnClickOutside: false,
        children: <Text>{booking.customerName}</Text>,
        labels: { confirm: t`Yes`, cancel: t`No` },
        confirmProps: { color: 'red' },
        onConfirm: () => {
          void cancelFollowing({ seriesId, bookingId: booking.id, branchId: branch.id, from: booking.startTime, note: '' }).then(() => {
            notifySuccess(t`Bookings cancelled`);
            input.onClose();
          });
        },
      });
    },
  };
}
