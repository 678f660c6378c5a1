/**
 * The payment form's method tiles: each with its icon, name and discount (and fee). A tile the
 * bill may not use (a birthday method outside the customer's month, or without a customer) is
 * greyed with the reason under the tiles; one already chosen stays clickable so it can be let go.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PaymentMethodProblem } from '../../domain/bill/payment-method-rule';
import type { PaymentMethodOption } from '../../domain/bill/types';
import { formatMoney, formatPercent } from '../../components/locale-format';
import { PaymentMethodIconView } from './payment-method-icons';

const problemLabels = {
  INACTIVE: msg`This payment method is no longer active.`,
  NO_CUSTOMER: msg`Choose the customer first: this method is for their birthday.`,
  NOT_BIRTHDAY_MONTH: msg`Only in the customer's birthday month.`,
} as const satisfies Record<PaymentMethodProblem, MessageDescriptor>;

function amountText(value: { type: string; value: number }): string {
  return value.type === 'PERCENT' ? formatPercent(value.value) : formatMoney(value.value);
}

export function PaymentMethodTiles(props: {
  methods: readonly PaymentMethodOption[];
  value: string | null;
  onChange: (id: string | null) => void;
  problemOf: (method: PaymentMethodOption) => PaymentMethodProblem | null;
}) {
  const { t, i18n } = useLingui();
  const refused = props.methods.flatMap((m) => {
    const problem = props.problemOf(m);
    return problem ? [{ method: m, problem }] : [];
  });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="payment-method-label">{t`Payment method`}</Text>
      <Chip.Group multiple={false} value={props.value ?? ''} onChange={(v) => props.onChange(v === props.value || !v ? null : v)}>
        <Group gap="xs" role="group" aria-labelledby="payment-method-label">
          {props.methods.map((m) => {
            const blocked = refused.some((r) => r.method.id === m.id);
            return (
              <Chip key={m.id} value={m.id} disabled={blocked && m.id !== props.value} onClick={() => m.id === props.value && props.onChange(null)}>
                <Group component="span" gap={4} wrap="nowrap">
                  <PaymentMethodIconView icon={m.icon} />
                  <span>
                    {m.name}
                    {m.discount ? ` · ${amountText(m.discount)}` : ''}
                    {m.fee ? ` · +${amountText(m.fee)}` : ''}
                  </span>
                </Group>
              </Chip>
            );
          })}
        </Group>
      </Chip.Group>
      {refused.map(({ method, problem }) => {
        const name = method.name;
        const reason = i18n._(problemLabels[problem]);
        return (
          <Text key={method.id} size="xs" c={method.id === props.value ? 'red' : 'dimmed'} role={method.id === props.value ? 'alert' : undefined}>
            {t`${name}: ${reason}`}
          </Text>
        );
      })}
    </Stack>
  );
}
