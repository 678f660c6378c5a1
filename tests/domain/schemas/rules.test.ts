import { describe, expect, it } from 'vitest';
import { z } from '../../../src/domain/schemas/zod';
import { problemOfWire, problemsOf } from '../../../src/domain/schemas/problems';
import { ruleCheck } from '../../../src/domain/schemas/rules';

describe('a domain rule as a zod check', () => {
  const schema = z.object({
    code: z.string().check(ruleCheck((s: string) => (s === '' ? { code: 'REQUIRED' } : s.length > 3 ? { code: 'TOO_LONG', max: 3 } : undefined))),
    phone: z.string().check(ruleCheck((s: string) => (s.length !== 10 ? { code: 'PHONE_LENGTH', length: 10 } : undefined))),
  });

  it('refuses with the rule’s problem, its number kept, at the field', () => {
    expect(problemsOf(schema, { code: '', phone: '416' })).toEqual({ code: { code: 'REQUIRED' }, phone: { code: 'PHONE_LENGTH', length: 10 } });
    expect(problemsOf(schema, { code: 'ABCD', phone: '4165550100' })).toEqual({ code: { code: 'TOO_LONG', max: 3 } });
    expect(problemsOf(schema, { code: 'AB', phone: '4165550100' })).toEqual({});
  });

  it('words the refusal in English for the server’s message', () => {
    const parsed = schema.safeParse({ code: '', phone: '4165550100' });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe('Please fill out this field');
  });
});

describe('a problem from the wire', () => {
  it('is kept only when it is one of ours, with its number', () => {
    expect(problemOfWire({ code: 'TOO_LONG', max: 30 })).toEqual({ code: 'TOO_LONG', max: 30 });
    expect(problemOfWire({ code: 'REQUIRED', extra: 1 })).toEqual({ code: 'REQUIRED' });
    expect(problemOfWire({ code: 'TOO_LONG' })).toBeNull();
    expect(problemOfWire({ code: 'TOO_LONG', max: '30' })).toBeNull();
    expect(problemOfWire({ code: 'NOPE' })).toBeNull();
    expect(problemOfWire('REQUIRED')).toBeNull();
  });
});
