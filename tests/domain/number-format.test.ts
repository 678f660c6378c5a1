import { describe, expect, it } from 'vitest';
import { formatMoneyIn, formatNumberIn, formatPercentIn, moneyNotation, numberLocale } from '../../src/domain/number-format';

// Intl writes a no-break space (or a narrow one) where French puts a space: compare on plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('numbers as each UI language writes them', () => {
  it('maps the UI languages to Canadian English, Québec French and Vietnamese; anything else to English', () => {
    expect([numberLocale('en'), numberLocale('fr'), numberLocale('vi'), numberLocale('de')]).toEqual(['en-CA', 'fr-CA', 'vi-VN', 'en-CA']);
  });

  it('writes money with 2 decimals, the symbol where the language puts it, in Canadian dollars', () => {
    expect(formatMoneyIn('en', 2000)).toBe('$20.00');
    expect(plain(formatMoneyIn('fr', 2000))).toBe('20,00 $');
    expect(plain(formatMoneyIn('vi', 2000))).toBe('20,00 $');
    expect(formatMoneyIn('en', 123456789)).toBe('$1,234,567.89');
    expect(plain(formatMoneyIn('fr', 123456789))).toBe('1 234 567,89 $');
    expect(plain(formatMoneyIn('vi', 123456789))).toBe('1.234.567,89 $');
    expect(formatMoneyIn('en', 5)).toBe('$0.05');
    expect(formatMoneyIn('en', 14690)).toBe('$146.90');
  });

  it('keeps the sign in front and the branch symbol', () => {
    expect(formatMoneyIn('en', -1250)).toBe('-$12.50');
    expect(plain(formatMoneyIn('fr', -1250))).toBe('-12,50 $');
    expect(formatMoneyIn('en', 1250, 'C$')).toBe('C$12.50');
    expect(plain(formatMoneyIn('fr', 1250, 'C$'))).toBe('12,50 C$');
  });

  it('agrees with the English formatter the server and the domain use', async () => {
    const { formatMoney } = await import('../../src/domain/money');
    for (const cents of [0, 1, 99, 100, 14690, 100000, 123456789, -1, -123456]) expect(formatMoneyIn('en', cents)).toBe(formatMoney(cents));
  });

  it('writes plain numbers and percents the same way', () => {
    expect(formatNumberIn('en', 7.5, 2)).toBe('7.50');
    expect(formatNumberIn('fr', 7.5, 2)).toBe('7,50');
    expect(formatPercentIn('en', 13)).toBe('13%');
    expect(plain(formatPercentIn('fr', 9.975))).toBe('9,975 %');
    expect(plain(formatPercentIn('fr', 15))).toBe('15 %');
  });

  it('tells a money field its separators and where the symbol goes', () => {
    expect(moneyNotation('en')).toEqual({ decimalSeparator: '.', thousandSeparator: ',', prefix: '$', suffix: '' });
    const fr = moneyNotation('fr');
    expect({ ...fr, thousandSeparator: plain(fr.thousandSeparator), suffix: plain(fr.suffix) }).toEqual({ decimalSeparator: ',', thousandSeparator: ' ', prefix: '', suffix: ' $' });
    expect(plain(moneyNotation('vi').suffix)).toBe(' $');
    expect(moneyNotation('vi').thousandSeparator).toBe('.');
  });
});
