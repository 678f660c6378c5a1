import { describe, expect, it } from 'vitest';
import { ErrorCode, refusedWith } from '../../src/domain/errors';

describe('refusedWith', () => {
  it('pairs the code with its facts as a known refusal, shown without reading the facts with their schema', () => {
    const error = refusedWith(ErrorCode.ACTION_TIME_IN_FUTURE, { actionTime: '2026-11-27 18:00' });
    expect(error.refusal).toEqual({ code: ErrorCode.ACTION_TIME_IN_FUTURE, facts: { actionTime: '2026-11-27 18:00' } });
    expect(error.facts).toEqual({ actionTime: '2026-11-27 18:00' });
  });
});
