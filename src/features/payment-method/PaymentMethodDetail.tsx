/** A payment method's detail: every field, how many bills were paid with it, and (with the right) Deactivate or Activate and Edit. */
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PaymentMethodDetail as Detail } from '../../domain/catalogue/payment-method-contract';
import { fetchPaymentMethod } from '../../data/payment-methods';
import { AdminRecord } from '../admin/AdminRecord';
import { RecordField } from '../admin/RecordField';
import { PaymentMethodIconView } from '../payment/payment-method-icons';
import { discountText, feeText, iconLabels, typeText } from './payment-method-labels';

export function PaymentMethodDetail(props: { id: string; canUpdate: boolean; onStatus: (method: Detail) => void; onEdit: (method: Detail) => void }) {
  const { t, i18n } = useLingui();
  return (
    <AdminRecord module="payment-method" id={props.id} load={() => fetchPaymentMethod(props.id)} loadingLabel={t`Loading payment method`}>
      {(m, readOnly) => (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <RecordField label={t`Name`} value={m.name} />
            <RecordField label={t`Type`} value={typeText(m.type, i18n)} />
            <RecordField
              label={t`Icon`}
              value={
                m.icon ? (
                  <Group gap={4}>
                    <PaymentMethodIconView icon={m.icon} />
                    {i18n._(iconLabels[m.icon])}
                  </Group>
                ) : null
              }
            />
            <RecordField label={t`Order`} value={m.priority} />
            <RecordField label={t`Discount`} value={discountText(m)} />
            <RecordField label={t`Fee`} value={feeText(m)} />
            <RecordField label={t`Status`} value={m.active ? t`Active` : t`Inactive`} />
            <RecordField label={t`Bills paid with it`} value={String(m.billCount)} />
          </SimpleGrid>
          {props.canUpdate ? (
            <Group justify="flex-end">
              <Button variant="default" disabled={readOnly} onClick={() => props.onStatus(m)}>
                {m.active ? t`Deactivate` : t`Activate`}
              </Button>
              <Button disabled={readOnly} onClick={() => props.onEdit(m)}>
                {t`Edit`}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </AdminRecord>
  );
}
