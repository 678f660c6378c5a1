/**
 * A money field that takes and gives integer cents. Typing state stays local so partial
 * input ("12.") is not rewritten under the user's finger; the parent only sees cents. While
 * focused the amount is typed freely; once left it shows two decimals ($146.90), written as the
 * UI language writes money (146,90 $ in French).
 */
import { useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { Cents } from '../domain/money';
import { centsToInput, inputToCents, twoDecimals } from './money-input-value';
import { activeMoneyNotation } from './locale-format';

export type MoneyInputProps = Omit<NumberInputProps, 'value' | 'defaultValue' | 'onChange'> & {
  value: Cents | null;
  onChange: (cents: Cents | null) => void;
  /** The branch money symbol. */
  symbol?: string;
};

export function MoneyInput({ value, onChange, symbol = '$', onBlur, ...rest }: MoneyInputProps) {
  const [text, setText] = useState<number | string>(() => centsToInput(value));
  // Typed text shows as typed; a left field (or one set by the parent) shows two decimals.
  const [typing, setTyping] = useState(false);
  // Follow a new value from the parent (e.g. a reset) without fighting the user's typing:
  // adjust during render, React's recommended alternative to a syncing effect.
  const [seen, setSeen] = useState<Cents | null>(value);
  if (seen !== value) {
    setSeen(value);
    if (inputToCents(text) !== value) {
      setText(centsToInput(value));
      setTyping(false);
    }
  }
  const notation = activeMoneyNotation(symbol);

  return (
    <NumberInput
      inputMode="decimal"
      decimalScale={2}
      allowNegative={false}
      thousandSeparator={notation.thousandSeparator}
      decimalSeparator={notation.decimalSeparator}
      // A point or a comma both end the dollars, unless the language groups thousands with it.
      allowedDecimalSeparators={['.', ','].filter((c) => c !== notation.thousandSeparator)}
      prefix={notation.prefix}
      suffix={notation.suffix}
      hideControls
      {...rest}
      // Padding while typing would put zeros under the cursor, and changing the text on focus
      // would lose the selection: the two decimals come when the field is left.
      value={typing ? text : twoDecimals(text)}
      onBlur={(event) => {
        setTyping(false);
        onBlur?.(event);
      }}
      onChange={(next) => {
        setText(next);
        setTyping(true);
        const cents = inputToCents(next);
        setSeen(cents);
        onChange(cents);
      }}
    />
  );
}
