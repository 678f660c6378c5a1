import { describe, expect, it } from 'vitest';
import { BILL_TEXT_LINES_MAX, BILL_TEXT_MAX, billTemplateEntries, billTemplateOfConfig, billTemplateSchema, billTextLines, DEFAULT_BILL_TEMPLATE } from '../../../src/domain/bill/bill-template';
import { problemsOf } from '../../../src/domain/schemas/problems';

describe('bill template', () => {
  it('a branch that never saved one prints everything, without header or footer', () => {
    expect(billTemplateOfConfig({})).toEqual(DEFAULT_BILL_TEMPLATE);
  });

  it('reads back what it writes, the texts trimmed', () => {
    const saved = { header: ' Open 7 days \n', footer: 'Thank you!', showCustomer: false, showTechnician: true, showBookingCode: false };
    expect(billTemplateOfConfig(billTemplateEntries(saved))).toEqual({ ...saved, header: 'Open 7 days' });
  });

  it('prints the lines a text holds, blank ones dropped', () => {
    expect(billTextLines('Thank you!\n\n  Follow us @maple  \n')).toEqual(['Thank you!', 'Follow us @maple']);
  });

  it('refuses a header or footer longer than the roll takes', () => {
    const values = { ...DEFAULT_BILL_TEMPLATE, header: 'x'.repeat(BILL_TEXT_MAX + 1), footer: Array.from({ length: BILL_TEXT_LINES_MAX + 1 }, () => 'line').join('\n') };
    expect(problemsOf(billTemplateSchema, values)).toEqual({ header: { code: 'TOO_LONG', max: BILL_TEXT_MAX }, footer: { code: 'TOO_MANY', max: BILL_TEXT_LINES_MAX } });
    expect(problemsOf(billTemplateSchema, { ...DEFAULT_BILL_TEMPLATE, footer: 'Thank you!' })).toEqual({});
  });
});
