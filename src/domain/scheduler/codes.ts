/**
 * Refusal codes of the scheduler rules (drop, resize, free slots). Kept apart from
 * errors.ts because they are answers shown on the board, not failures of a call:
 * the UI translates the code; their English wording is the server's (error-messages-en.ts).
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

export type Refusal = { ok: false; code: SchedulerCode };

export function refuse(code: SchedulerCode): Refusal {
  return { ok: false, code };
}
