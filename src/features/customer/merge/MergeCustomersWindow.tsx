/**
 * "Merge with a duplicate…": pick the duplicate with the booking form's customer search, see
 * both side by side with what the kept customer will have, then merge. The customer this
 * window was opened from is the one kept. Online only: offline it says so.
 */
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLingui } from '@lingui/react/macro';
import { WindowModal } from '../../../components/WindowModal';
import type { CustomerOption } from '../../../domain/booking/reads';
import type { PhoneSetting } from '../../../domain/phone';
import { CustomerSearchInput } from '../../booking/CustomerSearchInput';
import { notifyError } from '../../feedback/notify';
import { describeError } from '../../i18n/error-messages';
import { ReadLoading, ReadProblem } from '../../appointment/panels/ReadProblem';
import { useOnlineLoad } from '../../appointment/panels/use-online-load';
import { fetchMergePreview, mergeCustomers } from './merge-api';
import { MergePreviewTable } from './MergePreviewTable';

export type MergeTarget = { id: string; name: string };

export function MergeCustomersWindow(props: { customer: MergeTarget; branchId: string; online: boolean; phone: PhoneSetting; onClose: () => void; onMerged: () => void }) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState('');
  const [duplicate, setDuplicate] = useState<CustomerOption | null>(null);
  const [busy, setBusy] = useState(false);
  const keepId = props.customer.id;
  const { state, retry } = useOnlineLoad(
    duplicate ? { key: duplicate.value, load: () => fetchMergePreview({ keepId, mergeId: duplicate.value }) } : null,
    props.online,
  );

  function merge() {
    if (!duplicate) return;
    setBusy(true);
    mergeCustomers({ keepId, mergeId: duplicate.value }).then(
      () => {
        notifications.show({ color: 'green', title: t`Notification`, message: t`${duplicate.name} was merged into ${props.customer.name}.`, autoClose: 3000 });
        props.onMerged();
        props.onClose();
      },
      (error: unknown) => {
        setBusy(false);
        notifyError(error, { title: t`Warning` });
      },
    );
  }

  return (
    <WindowModal opened title={t`Merge with a duplicate`} width={900} zIndex={350} onClose={props.onClose} closeOnEscape>
      <Stack gap="md">
        <Text size="sm">{t`Everything of the duplicate (phones, notes, bookings, bills, loyalty money and gift cards) moves to ${props.customer.name}, and the duplicate is removed.`}</Text>
        {props.online ? null : (
          <Alert color="gray" variant="light" role="status">
            {t`Merging customers needs a connection.`}
          </Alert>
        )}
        <CustomerSearchInput
          label={t`Duplicate customer`}
          placeholder={t`Name or phone`}
          value={duplicate && typed === '' ? duplicate.label : typed}
          onType={(text) => {
            setTyped(text);
            setDuplicate(null);
          }}
          onPick={(option) => {
            setTyped('');
            setDuplicate(option);
          }}
          branchId={props.branchId}
          customerId={null}
          online={props.online}
          disabled={!props.online || busy}
        />
        {state.status === 'loading' ? <ReadLoading label={t`Loading both customers…`} /> : null}
        {state.status === 'offline' ? <ReadProblem offline message={t`Merging customers needs a connection.`} onRetry={retry} /> : null}
        {state.status === 'failed' ? <ReadProblem offline={false} message={describeError(state.error, i18n)} onRetry={retry} /> : null}
        {state.status === 'ready' ? <MergePreviewTable preview={state.data} phone={props.phone} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {t`Cancel`}
          </Button>
          <Button color="red" loading={busy} disabled={state.status !== 'ready' || !props.online} onClick={merge}>
            {t`Merge`}
          </Button>
        </Group>
      </Stack>
    </WindowModal>
  );
}
