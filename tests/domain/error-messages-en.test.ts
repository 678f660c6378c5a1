import { describe, expect, it } from 'vitest';
import { englishMessageOf } from '../../src/domain/error-messages-en';
import { AppError, ErrorCode, isAppError, refusedWith } from '../../src/domain/errors';
import { errorText } from '../../src/domain/notification/outbox';
import { SchedulerCode } from '../../src/domain/scheduler/codes';

describe('the English wording of a coded error', () => {
  it('is the spec’s for a code thrown without words, which the error itself does not carry', () => {
    const error = new AppError(ErrorCode.DEVICE_UNKNOWN);
    expect(error.message).toBe(ErrorCode.DEVICE_UNKNOWN);
    expect(englishMessageOf(error)).toBe('This tablet is not registered. Sign in again while online.');
    expect(error).toBeInstanceOf(AppError);
    expect(isAppError(error)).toBe(true);
  });

  it('is the thrower’s own words when it gave some', () => {
    const error = new AppError(ErrorCode.VALIDATION, { message: 'date: This day has not begun yet' });
    expect(error.message).toBe('date: This day has not begun yet');
    expect(englishMessageOf(error)).toBe('date: This day has not begun yet');
  });

  it('is the spec’s for a refusal with facts, and for a scheduler code', () => {
    expect(englishMessageOf(refusedWith(ErrorCode.ACTION_TIME_IN_FUTURE, { actionTime: '2026-11-27 18:00' }))).toBe('Action time cannot be in the future.');
    expect(englishMessageOf(new AppError(SchedulerCode.PAST_DATE))).toBe('Appointments on a past date cannot be moved or resized.');
  });

  it('is what a notification failure stores and logs', () => {
    expect(errorText(new AppError(ErrorCode.PHONE_INVALID))).toBe('Phone is invalid!');
    expect(errorText(new Error('SMTP 550'))).toBe('SMTP 550');
  });
});
