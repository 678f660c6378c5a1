/**
 * Money, numbers and percents in the language the UI shows, for every screen and printout.
 * It reads Lingui's active locale rather than taking it from each caller: the language only
 * changes with the branch, which re-renders the screens (they all translate through Lingui), and
 * one import swap then puts every amount in the same format as the words around it.
 */
import { i18n } from '@lingui/core';
import type { Cents } from '../domain/money';
import { formatMoneyIn, formatNumberIn, formatPercentIn, moneyNotation, percentNotation, type MoneyNotation } from '../domain/number-format';

export function formatMoney(cents: Cents, symbol = '$'): string {
  return formatMoneyIn(i18n.locale, cents, symbol);
}

export function formatNumber(value: number, digits = 0): string {
  return formatNumberIn(i18n.locale, value, digits);
}

export function formatPercent(percent: number): string {
  return formatPercentIn(i18n.locale, percent);
}

export function activeMoneyNotation(symbol = '$'): MoneyNotation {
  return moneyNotation(i18n.locale, symbol);
}

export function activePercentNotation(): { decimalSeparator: string; suffix: string } {
  return percentNotation(i18n.locale);
}
