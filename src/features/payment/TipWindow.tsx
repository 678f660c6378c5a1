/**
 * Add or distribute a bill's tip (spec part 2 §2, 850 px): the tip total, how it was paid,
 * and the technician grid. Saving queues tip.save (create, or replace the current tip);
 * Delete tip queues tip.delete. Both work offline.
 */
import { useCallback, useState } from 'react';
import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useLingui } from '@lingui/react/macro';
import type { BranchSummary } from '../../domain/api';
import type { CheckoutMethod } from '../../domain/pos';
import { resetTipRows, tipRowsFromSaved, type TipRowInput } from '../../domain/tip';
import { deleteTip, saveTip, type BillView } from '../../data/bills';
import { getWorker } from '../../worker/client';
import { MoneyInput } from '../../components/MoneyInput';
import { WindowModal } from '../../components/WindowModal';
import { describeError } from '../i18n/error-messages';
import { notifySuccess } from '../feedback/notify';
import { tipShares } from './payment-model';
import { TipGrid } from './TipGrid';
import { useWorkerResult } from './use-worker-result';

function initialRows(bill: BillView): TipRowInput[] {
  const priceOf = (r: { technicianId: string; segmentName: string }) => bill.lines.find((l) => l.technicianId === r.technicianId && l.name === r.segmentName)?.price;
  if (bill.tip) return tipRowsFromSaved(bill.tip.technicianTips, priceOf);
  return bill.lines.flatMap((l) => (l.technicianId ? [{ technicianId: l.technicianId, segmentName: l.name, price: l.price * l.quantity }] : []));
}

export function TipWindow(props: {
  bill: BillView;
  branch: BranchSummary;
  checkoutMethods: CheckoutMethod[];
  defaultMethodId: string | null;
  nowWall: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { bill } = props;
  const [total, setTotal] = useState<number | null>(bill.tip?.value ?? null);
  // The stored options may arrive after the window opens: the default follows them until staff choose.
  const [chosenMethod, setMethodId] = useState<string | null>(null);
  const methodId = chosenMethod ?? bill.tip?.checkoutMethodId ?? props.defaultMethodId;
  const [rows, setRows] = useState<TipRowInput[]>(() => initialRows(bill));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = total && total > 0 && rows.length > 0 ? { total, rows } : null;
  const compute = useCallback((i: { total: number; rows: TipRowInput[] }) => getWorker().splitTip(i), []);
  const split = useWorkerResult(input, JSON.stringify(input), compute);
  const names = new Map(bill.lines.flatMap((l) => (l.technicianId ? [[l.technicianId, l.technicianName ?? ''] as const] : [])));

  async function save() {
    if (!total || !methodId || !split?.ok) {
      setFailure(t`Input tip value!`);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await saveTip({
        branch: props.branch,
        args: {
          billId: bill.id,
          replacesId: bill.tip?.id ?? null,
          value: total,
          checkoutMethodId: methodId,
          actionTime: props.nowWall,
          technicianTips: tipShares(split, (id) => names.get(id) ?? ''),
        },
      });
      notifySuccess(t`Save success`);
      props.onClose();
    } catch (error) {
      setFailure(describeError(error, i18n));
    } finally {
      setBusy(false);
    }
  }

  function remove() {
    const tip = bill.tip;
    if (!tip) return;
    modals.openConfirmModal({
      title: t`Delete this tip?`,
      centered: true,
      closeOnClickOutside: false,
      zIndex: 400,
      labels: { confirm: t`Yes`, cancel: t`No` },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        void deleteTip({ branch: props.branch, billId: bill.id, tipId: tip.id }).then(() => {
          notifySuccess(t`Delete success`);
          props.onClose();
        }, (error: unknown) => setFailure(describeError(error, i18n)));
      },
    });
  }

  return (
    <WindowModal opened title={bill.tip ? t`Distribute tip` : t`Add tip`} width={850} zIndex={300} onClose={props.onClose}>
      <Stack gap="sm">
        <Group grow align="flex-end">
          <MoneyInput
            label={t`Tip total`}
            value={total}
            onChange={(v) => {
              setTotal(v);
              // A new total starts from equal shares again.
              setRows((r) => resetTipRows({ rows: r }));
            }}
          />
          <Select label={t`Tip paid by`} value={methodId} data={props.checkoutMethods.filter((m) => m.active).map((m) => ({ value: m.id, label: m.name }))} onChange={setMethodId} allowDeselect={false} />
        </Group>
        <TipGrid rows={rows} split={split} technicianName={(id) => names.get(id) ?? ''} onRowsChange={setRows} />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <div>{bill.tip ? <Button variant="light" color="red" onClick={remove} disabled={busy}>{t`Delete tip`}</Button> : null}</div>
          <Group>
            <Button variant="default" onClick={props.onClose} disabled={busy}>{t`Cancel`}</Button>
            <Button onClick={() => void save()} loading={busy} disabled={!split?.ok || !methodId}>{t`Save tip`}</Button>
          </Group>
        </Group>
      </Stack>
    </WindowModal>
  );
}
