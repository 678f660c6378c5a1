import { describe, expect, it } from 'vitest';
import { amountToInteger, formatMoney, integerToAmount } from '../../src/domain/money';

describe('money', () => {
  it('converts amounts to cents and back', () => {
    expect(amountToInteger(12.34)).toBe(1234);
    expect(amountToInteger(0.1 + 0.2)).toBe(30);
    expect(amountToInteger(1.005)).toBe(101);
    expect(amountToInteger(-2.5)).toBe(-250);
    expect(integerToAmount(1234)).toBe(12.34);
  });
  it('formats CAD with the symbol and 2 decimals', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(-1250)).toBe('-$12.50');
  });
});
