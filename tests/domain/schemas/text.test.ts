import { describe, expect, it } from 'vitest';
import { codeText, colourText, isCleanText, note, optionalEmail, phoneText, text, upperName } from '../../../src/domain/schemas/text';
import { problemOfIssue } from '../../../src/domain/schemas/problems';

const problem = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: readonly unknown[] } } }, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : problemOfIssue((parsed.error?.issues[0] ?? {}) as Parameters<typeof problemOfIssue>[0], value);
};

describe('text', () => {
  it('refuses NUL, other controls and lone surrogates; keeps emoji and accents', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', 'x\u007f', '\u0085', '\ud800', 'a\udc00', 'end\ud83d', '\ud83d\ud83d']) {
      expect(isCleanText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['', 'Zoë', 'Nguyễn Thị', '💅 nails', 'tab\tinside'.replace('\t', ' '), '東京']) expect(isCleanText(good), good).toBe(true);
  });

  it('lets a multi-line text keep tabs and line breaks, nothing else', () => {
    expect(isCleanText('line 1\nline 2\r\n\tindented', true)).toBe(true);
    expect(isCleanText('line 1\nline 2', false)).toBe(false);
    expect(isCleanText('a\u0000b', true)).toBe(false);
    expect(note(500).parse('  first\nsecond  ')).toBe('first\nsecond');
  });

  it('trims, bounds and says why', () => {
    const name = text({ min: 1, max: 5 });
    expect(name.parse('  Ann ')).toBe('Ann');
    expect(problem(name, '   ')).toEqual({ code: 'REQUIRED' });
    expect(problem(name, 'Annabel')).toEqual({ code: 'TOO_LONG', max: 5 });
    expect(problem(name, 'a\u0000')).toEqual({ code: 'TEXT_CHARACTERS' });
    expect(problem(name, 3)).toEqual({ code: 'INVALID' });
    expect(text({ max: 10, raw: true }).parse(' pass ')).toBe(' pass ');
  });

  it('builds names, codes, emails, phones and colours on the same rule', () => {
    expect(upperName({ max: 20 }).parse(' jane ')).toBe('JANE');
    expect(problem(upperName({ max: 20 }), 'j\u0000')).toEqual({ code: 'TEXT_CHARACTERS' });
    expect(codeText({ min: 3, max: 20 }).parse('DT-1-12')).toBe('DT-1-12');
    expect(problem(codeText({ max: 20 }), "'; DROP")).toEqual({ code: 'CODE_FORMAT' });
    expect(optionalEmail().parse(undefined)).toBeNull();
    expect(optionalEmail().parse('')).toBe('');
    expect(problem(optionalEmail(), 'no-at-sign')).toEqual({ code: 'EMAIL_INVALID' });
    expect(phoneText().parse(' 416 555 0101 ')).toBe('4165550101');
    expect(problem(phoneText(), '416\u0000')).toEqual({ code: 'TEXT_CHARACTERS' });
    expect(colourText().parse('#4dabf7')).toBe('#4dabf7');
    expect(problem(colourText(), 'url(javascript:x)')).toEqual({ code: 'INVALID' });
  });
});
