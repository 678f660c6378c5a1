/**
 * A branch's loyalty rule (spec part 2 §3 "Loyalty discount"). BOOKING_BASED: every N paid
 * bills, the next one gets an amount or a percent off when its subtotal reaches the minimum.
 * POINT_BASED: each paid bill earns a percent of its total as points, a point being one cent of
 * loyalty money, spent at the counter up to the limit per bill. Both from the date they apply
 * from (a branch date): earlier bills neither count nor earn. Balances stay when the type changes.
 */
import { NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { LoyaltyType } from '../../domain/api';
import type { LoyaltyRuleResult } from '../../domain/loyalty/contract';
import { BOOKINGS_FOR_REWARD_MAX, loyaltyRuleSchema, RewardKind, type LoyaltyRuleValues } from '../../domain/loyalty/loyalty-rule-form';
import { saveLoyaltyRule } from '../../data/loyalty-rule';
import { MoneyInput } from '../../components/MoneyInput';
import { AdminForm } from '../admin/AdminForm';
import { useAdminForm } from '../admin/use-admin-form';
import { SavedKind } from '../admin/admin-feedback';

export const LOYALTY_RULE_FORM_ID = 'loyalty-rule-form';

type NumberField = 'bookingsForReward' | 'rewardValue' | 'minimumAmount' | 'earnPercent' | 'limit';

export function LoyaltyRuleForm(props: { rule: LoyaltyRuleResult; readOnly: boolean }) {
  const { t } = useLingui();
  const { branchId, ...initialValues } = props.rule;
  const state = useAdminForm<LoyaltyRuleValues, unknown>({
    formId: LOYALTY_RULE_FORM_ID,
    schema: loyaltyRuleSchema,
    initialValues,
    kind: SavedKind.UPDATE,
    save: (values) => saveLoyaltyRule(branchId, values),
    onSaved: () => undefined,
  });
  const { form } = state;
  const v = form.values;
  const number = (field: NumberField) => ({
    ...form.getInputProps(field),
    value: v[field] ?? '',
    onChange: (value: string | number) => form.setFieldValue(field, value === '' ? null : Number(value)),
  });
  const money = (field: NumberField) => ({
    ...form.getInputProps(field),
    value: v[field],
    onChange: (cents: number | null) => form.setFieldValue(field, cents),
  });
  const booking = v.type === LoyaltyType.BOOKING_BASED;
  return (
    <AdminForm state={state} onCancel={() => form.reset()}>
      <fieldset disabled={props.readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={t`Loyalty type`}
              data={[
                { value: LoyaltyType.BOOKING_BASED, label: t`Booking based: a reward every few paid bills` },
                { value: LoyaltyType.POINT_BASED, label: t`Point based: loyalty money earned on each bill` },
              ]}
              size="md"
              {...form.getInputProps('type')}
            />
            <TextInput type="date" label={t`Applies from`} description={t`Bills of earlier dates neither count nor earn; empty: every bill`} size="md" {...form.getInputProps('applyFrom')} />
          </SimpleGrid>
          {booking ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NumberInput label={t`Paid bills before a reward`} description={t`The bill after them gets the reward`} required min={1} max={BOOKINGS_FOR_REWARD_MAX} allowDecimal={false} size="md" {...number('bookingsForReward')} />
              <NativeSelect
                label={t`Reward`}
                data={[
                  { value: RewardKind.PERCENT, label: t`A percent off` },
                  { value: RewardKind.AMOUNT, label: t`An amount off` },
                ]}
                size="md"
                {...form.getInputProps('rewardKind')}
                onChange={(e) => {
                  const kind = e.currentTarget.value === RewardKind.AMOUNT ? RewardKind.AMOUNT : RewardKind.PERCENT;
                  form.setValues({ rewardKind: kind, rewardValue: null });
                }}
              />
              {v.rewardKind === RewardKind.AMOUNT ? (
                <MoneyInput label={t`Reward amount`} required size="md" {...money('rewardValue')} />
              ) : (
                <NumberInput label={t`Reward percent`} description={t`Percent of the bill's subtotal`} required min={0} max={100} decimalScale={2} suffix=" %" size="md" {...number('rewardValue')} />
              )}
              <MoneyInput label={t`Minimum amount`} description={t`The subtotal a bill must reach to take the reward`} required size="md" {...money('minimumAmount')} />
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NumberInput label={t`Points earned`} description={t`Percent of each paid bill's total; a point is worth $0.01`} required min={0} max={100} decimalScale={2} suffix=" %" size="md" {...number('earnPercent')} />
              <MoneyInput label={t`Loyalty money limit per bill`} description={t`The most loyalty money one bill may take`} required size="md" {...money('limit')} />
            </SimpleGrid>
          )}
          <Text size="sm" c="dimmed">
            {t`Customers keep the loyalty money they hold when the type changes. Tablets take the new rule at their next sync.`}
          </Text>
        </Stack>
      </fieldset>
    </AdminForm>
  );
}
