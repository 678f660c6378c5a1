import { describe, expect, it } from 'vitest';
import { z } from '../../../src/domain/schemas/zod';
import { cents, wholeNumber, wholeNumberText } from '../../../src/domain/schemas/numbers';
import { issueMessage, problemOfIssue } from '../../../src/domain/schemas/problems';

function problem(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: readonly unknown[] } } }, value: unknown) {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : problemOfIssue((parsed.error?.issues[0] ?? {}) as Parameters<typeof problemOfIssue>[0], value);
}

describe('numbers', () => {
  it('takes whole cents in range', () => {
    expect(cents().parse(0)).toBe(0);
    expect(problem(cents(), -1)).toEqual({ code: 'NUMBER_TOO_SMALL', min: 0 });
    expect(problem(cents(), 1.5)).toEqual({ code: 'WHOLE_NUMBER' });
    expect(problem(cents(), 1e300)).toEqual({ code: 'NUMBER_TOO_LARGE', max: 100_000_000 });
    expect(problem(cents(), 'NaN')).toEqual({ code: 'NUMBER_INVALID' });
    expect(problem(cents(), Number.NaN)).toEqual({ code: 'NUMBER_INVALID' });
    expect(problem(wholeNumber(1, 10), 2 ** 60)).toEqual({ code: 'NUMBER_TOO_LARGE', max: 10 });
  });

  it('reads numbers sent as text as digits only', () => {
    const page = wholeNumberText(1, 100);
    expect(page.parse(' 12 ')).toBe(12);
    for (const bad of ['NaN', 'Infinity', '1e309', '0x10', '-1', '1.5', '', '1,5']) expect(page.safeParse(bad).success, bad).toBe(false);
    expect(problem(page, '0')).toEqual({ code: 'NUMBER_TOO_SMALL', min: 1 });
  });

  it('words a field left out as required, one sent wrong by what it should be', () => {
    const schema = z.object({ n: wholeNumber(0, 5) });
    const words = (input: unknown) => {
      const issue = schema.safeParse(input).error?.issues[0];
      if (!issue) throw new Error('no issue');
      return issueMessage(issue, input);
    };
    expect(words({})).toBe('Please fill out this field');
    expect(words({ n: 'five' })).toBe('Enter a number');
    expect(words({ n: 6 })).toBe('Enter at most 5');
  });
});
