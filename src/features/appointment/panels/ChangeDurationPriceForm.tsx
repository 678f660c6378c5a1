/**
 * The change duration and price modal's body (600 px). Opened after a card is resized to a
 * length other than its service's own time (so the price can follow), and from the card menu.
 */
import { useState, type FormEvent } from 'react';
import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MoneyInput } from '../../../components/MoneyInput';
import { useUnsavedChanges } from '../../../components/unsaved-changes';
import type { Cents } from '../../../domain/money';
import { formatMoney } from '../../../components/locale-format';
import { SLOT_MINUTES } from '../../../domain/scheduler/working-hours';
import { SchedulerCode } from '../../../domain/scheduler/codes';
import { describeLocalFailure } from '../../sync/describe-local-failure';
import { describeCode } from '../../i18n/error-messages';
import { displayDateTime } from './display-format';
import {
  checkDuration,
  checkPrice,
  DurationProblem,
  MAX_DURATION_MINUTES,
  MAX_PRICE_CENTS,
  parseDuration,
  PriceProblem,
} from './duration-price-rules';
import { FormFooter } from '../../../components/FormFooter';

export type DurationPriceValues = { duration: number; price: Cents };

export function ChangeDurationPriceForm(props: {
  serviceName: string;
  technicianName: string;
  /** "YYYY-MM-DD HH:mm". */
  startTime: string;
  /** Minutes. */
  duration: number;
  price: Cents;
  /** The service's own time in minutes. */
  serviceTime: number;
  onSubmit: (values: DurationPriceValues) => Promise<void>;
  onCancel: () => void;
  moneySymbol?: string;
}) {
  const { t, i18n } = useLingui();
  const [duration, setDuration] = useState<number | string>(props.duration);
  const [price, setPrice] = useState<Cents | null>(props.price);
  const [durationError, setDurationError] = useState<string | null>(null);
  const [priceError, setPriceError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = parseDuration(duration) !== props.duration || price !== props.price;
  useUnsavedChanges('change-duration-price-form', dirty && !busy);

  function durationText(problem: DurationProblem): string {
    switch (problem) {
      case DurationProblem.REQUIRED:
        return t`Please fill out this field`;
      case DurationProblem.NOT_WHOLE:
        return t`Enter a whole number of minutes`;
      case DurationProblem.TOO_SHORT:
        return describeCode(SchedulerCode.DURATION_TOO_SHORT, i18n);
      case DurationProblem.TOO_LONG:
        return t`The duration cannot be more than ${MAX_DURATION_MINUTES} minutes`;
    }
  }

  function priceText(problem: PriceProblem): string {
    switch (problem) {
      case PriceProblem.REQUIRED:
        return t`Please fill out this field`;
      case PriceProblem.TOO_LARGE:
        return t`The price cannot be more than ${formatMoney(MAX_PRICE_CENTS, props.moneySymbol)}`;
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const minutes = parseDuration(duration);
    const dProblem = checkDuration(minutes, props.serviceTime);
    const pProblem = checkPrice(price);
    setDurationError(dProblem ? durationText(dProblem) : null);
    setPriceError(pProblem ? priceText(pProblem) : null);
    if (dProblem || pProblem || minutes === null || price === null) return;
    setBusy(true);
    try {
      await props.onSubmit({ duration: minutes, price });
    } catch (error) {
      setFailure(describeLocalFailure(error, i18n));
      setBusy(false);
    }
  }

  const serviceTime = props.serviceTime;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Fact label={t`Service`} value={props.serviceName} />
          <Fact label={t`Technician`} value={props.technicianName} />
          <Fact label={t`Start`} value={displayDateTime(props.startTime)} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t`Service time: ${serviceTime} minutes`}
        </Text>
        <SimpleGrid cols={2} spacing="md">
          <NumberInput
            label={t`Duration (minutes)`}
            value={duration}
            onChange={(value) => {
              setDuration(value);
              if (durationError) setDurationError(null);
            }}
            step={SLOT_MINUTES}
            min={0}
            max={MAX_DURATION_MINUTES}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            error={durationError}
            required
            size="md"
            data-autofocus
          />
          <MoneyInput
            label={t`Price`}
            value={price}
            onChange={(cents) => {
              setPrice(cents);
              if (priceError) setPriceError(null);
            }}
            symbol={props.moneySymbol}
            error={priceError}
            required
            size="md"
          />
        </SimpleGrid>
        <FormFooter failure={failure} busy={busy} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}
