/**
 * Money, numbers and percents as each UI language writes them: English as in English Canada
 * ($1,234.50), French as in Québec (1 234,50 $), Vietnamese with its own separators but still
 * Canadian dollars (1.234,50 $). The language is an argument, so the printed bill, the screens and
 * the tests agree without a global.
 */
import type { Cents } from './money';
import { Language } from './api';

const NUMBER_LOCALE = { [Language.EN]: 'en-CA', [Language.FR]: 'fr-CA', [Language.VI]: 'vi-VN' } satisfies Record<Language, string>;

/** The Intl locale of a UI language; anything unknown reads as English Canada. */
export function numberLocale(language: string): string {
  return Object.entries(NUMBER_LOCALE).find(([l]) => l === language)?.[1] ?? NUMBER_LOCALE[Language.EN];
}

// Building an Intl formatter is slow next to using one; lists format hundreds of amounts.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(language: string, kind: 'money' | 'number' | 'percent', digits: number): Intl.NumberFormat {
  const locale = numberLocale(language);
  const key = `${locale}|${kind}|${digits}`;
  let f = formatters.get(key);
  if (!f) {
    f =
      kind === 'money'
        ? new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' })
        : new Intl.NumberFormat(locale, { style: kind === 'percent' ? 'percent' : 'decimal', minimumFractionDigits: kind === 'number' ? digits : 0, maximumFractionDigits: digits });
    formatters.set(key, f);
  }
  return f;
}

/** "$1,234.50" in English, "1 234,50 $" in French: always 2 decimals, the branch symbol where the language puts it. */
export function formatMoneyIn(language: string, cents: Cents, symbol = '$'): string {
  return formatter(language, 'money', 2)
    .formatToParts(Math.trunc(cents) / 100)
    .map((p) => (p.type === 'currency' ? symbol : p.value))
    .join('');
}

/** A plain number with exactly `digits` decimals: "7.50" in English, "7,50" in French. */
export function formatNumberIn(language: string, value: number, digits = 0): string {
  return formatter(language, 'number', digits).format(value);
}

/** 13 → "13%" in English, "13 %" in French; up to 3 decimals (QST is 9.975 %). */
export function formatPercentIn(language: string, percent: number): string {
  return formatter(language, 'percent', 3).format(percent / 100);
}

export type MoneyNotation = {
  decimalSeparator: string;
  thousandSeparator: string;
  /** "$" before the amount (English) or " $" after it (French, Vietnamese). */
  prefix: string;
  suffix: string;
};

/** How a money field writes its amount in a language, for an input that formats as it is typed. */
export function moneyNotation(language: string, symbol = '$'): MoneyNotation {
  const parts = formatter(language, 'money', 2).formatToParts(1234.5);
  const part = (type: Intl.NumberFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const currencyAt = parts.findIndex((p) => p.type === 'currency');
  const symbolFirst = currencyAt === 0;
  const gap = parts.some((p) => p.type === 'literal') ? '\u00a0' : '';
  return {
    decimalSeparator: part('decimal') || '.',
    thousandSeparator: part('group') || ',',
    prefix: symbolFirst ? `${symbol}${gap}` : '',
    suffix: symbolFirst ? '' : `${gap}${symbol}`,
  };
}

/** How a percent field writes its number: "12.5%" in English, "12,5 %" in French. */
export function percentNotation(language: string): { decimalSeparator: string; suffix: string } {
  const parts = formatter(language, 'percent', 3).formatToParts(0.125);
  return {
    decimalSeparator: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    suffix: parts.filter((p) => p.type === 'literal' || p.type === 'percentSign').map((p) => p.value).join(''),
  };
}
