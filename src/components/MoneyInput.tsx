/**
 * A money field that takes and gives integer cents. Typing state stays local so partial
 * input ("12.") is not rewritten under the user's finger; the parent only sees cents.
 */
import { useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { Cents } from '../domain/money';
import { centsToInput, inputToCents } from './money-input-value';

export type MoneyInputProps = Omit<NumberInputProps, 'value' | 'defaultValue' | 'onChange'> & {
  value: Cents | null;
  onChange: (cents: Cents | null) => void;
  /** The branch money symbol. */
  symbol?: string;
};

export function MoneyInput({ value, onChange, symbol = '$', ...rest }: MoneyInputProps) {
  const [text, setText] = useState<number | string>(() => centsToInput(value));
  // Follow a new value from the parent (e.g. a reset) without fighting the user's typing:
  // adjust during render, React's recommended alternative to a syncing effect.
  const [seen, setSeen] = useState<Cents | null>(value);
  if (seen !== value) {
    setSeen(value);
    if (inputToCents(text) !== value) setText(centsToInput(value));
  }

  return (
    <NumberInput
      inputMode="decimal"
      decimalScale={2}
      allowNegative={false}
      thousandSeparator=","
      prefix={symbol}
      hideControls
      {...rest}
      value={text}
      onChange={(next) => {
        setText(next);
        const cents = inputToCents(next);
        setSeen(cents);
        onChange(cents);
      }}
    />
  );
}
