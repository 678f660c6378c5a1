import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_SETTING } from '../../../src/domain/phone';
import { problemsOf } from '../../../src/domain/schemas/problems';
import { customerValuesSchema, EMPTY_CUSTOMER_VALUES, emailList, normaliseCustomerValues, usedEmail, type CustomerValues } from '../../../src/domain/people/customer';
import { birthdayThisMonth, monthIn, spentThisMonthAndYear } from '../../../src/domain/people/customer-stats';
import { csvField, customersCsv } from '../../../src/domain/people/customer-csv';

const schema = customerValuesSchema(DEFAULT_PHONE_SETTING);
const values = (over: Partial<CustomerValues> = {}): CustomerValues => ({ ...EMPTY_CUSTOMER_VALUES, name: 'Ann Lee', phone: '416 555 0101', ...over });

describe('the customer form', () => {
  it('takes a customer with only a name and a phone of the branch pattern', () => {
    expect(problemsOf(schema, values())).toEqual({});
  });

  it('names each problem at its field', () => {
    const problems = problemsOf(schema, values({ name: '  ', phone: '416 555', code: 'A B', emails: 'a@b.co, nope', birthDay: '2025-02-30', notes: [{ id: null, note: ' ' }] }));
    expect(problems).toMatchObject({
      name: { code: 'REQUIRED' }, phone: { code: 'PHONE_LENGTH', length: 10 }, code: { code: 'CODE_FORMAT' }, emails: { code: 'EMAIL_INVALID' },
      birthDay: { code: 'DATE_INVALID' }, 'notes.0.note': { code: 'REQUIRED' },
    });
    expect(problemsOf(schema, values({ phone: '' }))).toMatchObject({ phone: { code: 'REQUIRED' } });
    expect(problemsOf(schema, values({ phone: '416-555-01x1' }))).toMatchObject({ phone: { code: 'PHONE_INVALID' } });
    expect(problemsOf(schema, values({ name: 'Ann\u0000' }))).toMatchObject({ name: { code: 'TEXT_CHARACTERS' } });
    // A branch with 7-digit phones takes 7 digits.
    expect(problemsOf(customerValuesSchema({ pattern: '000 0000', length: 7 }), values({ phone: '555 0101' }))).toEqual({});
  });

  it('sends the name in capitals, the phone without spaces, the code in capitals and the emails as a clean list whose last is used', () => {
    const sent = normaliseCustomerValues(values({ name: ' ann lee ', phone: '416 555 0101', code: ' ab-1 ', emails: ' a@b.co ,, c@d.co ' }));
    expect(sent).toMatchObject({ name: 'ANN LEE', phone: '4165550101', code: 'AB-1', emails: 'a@b.co, c@d.co' });
    expect(emailList('a@b.co, ,c@d.co')).toEqual(['a@b.co', 'c@d.co']);
    expect(usedEmail('a@b.co, c@d.co')).toBe('c@d.co');
    expect(usedEmail(' ')).toBeNull();
  });
});

describe('a customer’s month and year in the branch’s zone', () => {
  // 03:30 UTC on 1 December is still 30 November in Toronto, already December in Paris.
  const now = new Date('2026-12-01T03:30:00Z');

  it('reads the birthday month in the branch’s zone', () => {
    expect(monthIn(now, 'America/Toronto')).toBe(11);
    expect(monthIn(now, 'Europe/Paris')).toBe(12);
    expect(birthdayThisMonth('1990-11-15', now, 'America/Toronto')).toBe(true);
    expect(birthdayThisMonth('1990-11-15', now, 'Europe/Paris')).toBe(false);
    expect(birthdayThisMonth(null, now, 'America/Toronto')).toBe(false);
  });

  it('adds up the paid bills of this month and this year, none after now', () => {
    const bills = [
      { actionTime: new Date('2026-11-30T23:00:00Z'), total: 1000 }, // Toronto: 30 Nov; Paris: 1 Dec
      { actionTime: new Date('2026-01-01T04:00:00Z'), total: 500 }, // Toronto: 31 Dec 2025; Paris: 1 Jan 2026
      { actionTime: new Date('2026-06-10T12:00:00Z'), total: 200 },
      { actionTime: new Date('2026-12-01T04:00:00Z'), total: 9999 }, // after now
    ];
    expect(spentThisMonthAndYear(bills, now, 'America/Toronto')).toEqual({ month: 1000, year: 1200 });
    expect(spentThisMonthAndYear(bills, now, 'Europe/Paris')).toEqual({ month: 1000, year: 1700 });
  });
});

describe('the customer CSV', () => {
  it('starts with a byte-order mark, quotes every field, doubles quotes and keeps formulas as text', () => {
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    const csv = customersCsv(
      [{ id: 'x', branchId: 'b', name: 'ÉLODIE NGUYỄN', phone: '4165550101', code: null, email: 'e@x.co', level: 'Gold', mainTechnician: { id: 't', name: 'Lily' }, birthDay: '1990-11-03', active: true, blocked: false, createdAt: '2026-11-20T15:00:00.000Z' }],
      DEFAULT_PHONE_SETTING,
    );
    expect(csv.startsWith('\uFEFF"Name"')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('"ÉLODIE NGUYỄN","416 555 0101","","e@x.co","Gold","Lily","1990-11-03","Yes","No","2026-11-20"');
  });
});
