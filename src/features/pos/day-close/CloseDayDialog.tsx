/**
 * The close of the day, from the money drawer: its form, then the close's slip on screen, ready
 * to print on the receipt roll, marked Not yet sent until the server has it.
 */
import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { WindowModal } from '../../../components/WindowModal';
import { formatMoney } from '../../../components/locale-format';
import { usePrint } from '../../../components/use-print';
import { fetchDayCloses } from '../../../data/day-close';
import type { ApplyPending } from '../../../data/drawer-view';
import { usePendingChanges } from '../../../data/sync-hooks';
import { overShort } from '../../../domain/day-close/day-close';
import { MutationName } from '../../../domain/sync-protocol';
import { useReadWithCopy } from '../../admin/use-read-with-copy';
import { DayCloseSlip, type DayCloseSlipData } from './DayCloseSlip';
import { CloseDayForm, type Place } from './CloseDayForm';

export function CloseDayDialog(props: Place & { apply: ApplyPending; onClose: () => void }) {
  const { t } = useLingui();
  const [saved, setSaved] = useState<{ slip: DayCloseSlipData; id: string } | null>(null);
  const pending = usePendingChanges();
  const printer = usePrint<DayCloseSlipData>((slip) => <DayCloseSlip slip={slip} />, { className: 'print-day-close' });
  const stillQueued = saved ? (pending ?? []).some((e) => e.name === MutationName.DAY_CLOSE && e.args.id === saved.id) : false;
  const slip = saved ? { ...saved.slip, pending: stillQueued } : null;
  // Once sent, the server's own figure for this close: said beside the tablet's when they differ.
  const sent = saved !== null && pending !== undefined && !stillQueued;
  const onServer = useReadWithCopy(sent ? { key: `day-closes|${props.branchId}|${props.date}|${saved.id}`, load: () => fetchDayCloses(props.branchId, props.date) } : null);
  const serverEntry = onServer.read.status === 'ready' ? (onServer.read.fetched.data.find((e) => e.id === saved?.id) ?? null) : null;
  return (
    <WindowModal opened title={t`Close the day`} width={600} zIndex={300} onClose={props.onClose}>
      {slip ? (
        <Stack gap="md">
          <div style={{ border: '1px solid var(--mantine-color-gray-3)', overflowX: 'auto' }}>
            <DayCloseSlip slip={slip} />
          </div>
          {serverEntry && serverEntry.expected !== slip.expected ? (
            <Alert color="yellow" variant="light" title={t`The server expected another amount`}>
              {t`This tablet expected ${formatMoney(slip.expected)}; the server, which had seen every change of the day, expected ${formatMoney(serverEntry.expected)}: over or short by its figure, ${formatMoney(overShort(serverEntry.counted, serverEntry.expected))}. The money report shows both.`}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={props.onClose}>
              {t`Done`}
            </Button>
            <Button size="md" onClick={() => printer.print(slip)}>
              {t`Print`}
            </Button>
          </Group>
          {printer.portal}
        </Stack>
      ) : (
        <CloseDayForm {...props} onCancel={props.onClose} onSaved={(s, args) => setSaved({ slip: s, id: args.id })} />
      )}
    </WindowModal>
  );
}
