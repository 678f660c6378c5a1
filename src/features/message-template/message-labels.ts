/** The names staff read for each message kind and variable on the template screens. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageKind, MessageVariable } from '../../domain/notification/message-kinds';

export const KIND_LABELS: Record<MessageKind, MessageDescriptor> = {
  BOOKING_CONFIRMATION: msg`Booking confirmation`,
  BOOKING_REQUEST_RECEIVED: msg`Online booking request received`,
  BOOKING_REMINDER: msg`Booking reminder`,
  REVIEW_REQUEST: msg`Review request after payment`,
  SMS_CAMPAIGN: msg`SMS campaign`,
};

export const VARIABLE_LABELS: Record<MessageVariable, MessageDescriptor> = {
  customerName: msg`Customer name`,
  branchName: msg`Branch name`,
  branchPhone: msg`Branch phone`,
  bookingCode: msg`Booking code`,
  date: msg`Date`,
  time: msg`Time`,
  services: msg`Services`,
  technician: msg`Technician`,
  amount: msg`Amount`,
  link: msg`Review link`,
};
