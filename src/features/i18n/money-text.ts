/**
 * Money in the reader's language for sentences built on the tablet: English and Vietnamese as
 * the app shows money everywhere ($11.30), French the French-Canadian way (11,30 $).
 */
import { formatMoney, integerToAmount, type Cents } from '../../domain/money';

const frenchCanadian = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });

export function moneyText(cents: Cents, locale: string): string {
  return locale.startsWith('fr') ? frenchCanadian.format(integerToAmount(cents)) : formatMoney(cents);
}
