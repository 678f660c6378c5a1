import { describe, expect, it } from 'vitest';
import { SchedulerCode } from '../../../src/domain/scheduler/codes';
import { durationRefusal, MIN_APPOINTMENT_MINUTES } from '../../../src/domain/scheduler/duration';

describe('the shortest appointment line', () => {
  it('is one 15-minute slot', () => {
    expect(MIN_APPOINTMENT_MINUTES).toBe(15);
    expect(durationRefusal(15)).toBeNull();
    expect(durationRefusal(20)).toBeNull();
    expect(durationRefusal(14)?.code).toBe(SchedulerCode.DURATION_TOO_SHORT);
    expect(durationRefusal(0)?.code).toBe(SchedulerCode.DURATION_TOO_SHORT);
  });
});
