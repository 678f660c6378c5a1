/**
 * Refusal codes of the scheduler rules (drop, resize, free slots). Kept apart from
 * errors.ts because they are answers shown on the board, not failures of a call:
 * the UI translates the code, `schedulerMessages` holds the spec's English wording.
 */
export const SchedulerCode = {
  READ_ONLY: 'SCHEDULER_READ_ONLY',
  PAST_DATE: 'SCHEDULER_PAST_DATE',
  STATUS_NOT_MOVABLE: 'SCHEDULER_STATUS_NOT_MOVABLE',
  TECHNICIAN_NOT_FOUND: 'SCHEDULER_TECHNICIAN_NOT_FOUND',
  PAST_SLOT: 'SCHEDULER_PAST_SLOT',
  GENDER_MISMATCH: 'SCHEDULER_GENDER_MISMATCH',
  SERVICE_NOT_OFFERED: 'SCHEDULER_SERVICE_NOT_OFFERED',
  OVER_BREAK: 'SCHEDULER_OVER_BREAK',
  NOT_WORKING_HOURS: 'SCHEDULER_NOT_WORKING_HOURS',
  NOT_ALLOW_MULTITASKING: 'SCHEDULER_NOT_ALLOW_MULTITASKING',
  DURATION_TOO_SHORT: 'SCHEDULER_DURATION_TOO_SHORT',
} as const;
export type SchedulerCode = (typeof SchedulerCode)[keyof typeof SchedulerCode];

export const schedulerMessages = {
  SCHEDULER_READ_ONLY: 'The schedule is read-only.',
  SCHEDULER_PAST_DATE: 'Appointments on a past date cannot be moved or resized.',
  SCHEDULER_STATUS_NOT_MOVABLE: 'Only Waiting, CheckIn and Processing appointments can be moved or resized.',
  SCHEDULER_TECHNICIAN_NOT_FOUND: 'This technician is not on the schedule for that day.',
  SCHEDULER_PAST_SLOT: 'This time has passed and can no longer be booked.',
  SCHEDULER_GENDER_MISMATCH: 'This guest can only be served by a technician of the chosen gender.',
  SCHEDULER_SERVICE_NOT_OFFERED: 'This technician does not offer this service.',
  SCHEDULER_OVER_BREAK: 'The appointment would overlap the technician’s break.',
  SCHEDULER_NOT_WORKING_HOURS: 'The technician does not work at that time.',
  SCHEDULER_NOT_ALLOW_MULTITASKING: 'Not allow multitasking!',
  SCHEDULER_DURATION_TOO_SHORT: 'An appointment lasts at least one 15-minute slot.',
} as const satisfies Record<SchedulerCode, string>;

export type Refusal = { ok: false; code: SchedulerCode; message: string };

export function refuse(code: SchedulerCode): Refusal {
  return { ok: false, code, message: schedulerMessages[code] };
}
