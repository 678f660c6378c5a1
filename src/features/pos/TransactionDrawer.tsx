/**
 * Money-transaction drawer (450 px, right): the day's pay-ins, pay-outs, tips and payments
 * with their totals. It reads only the tablet's copy, which shows offline records as
 * "Not yet sent"; when online it asks the server for a fresh copy of the chosen day.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Center, Drawer, Loader, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { loadDrawer } from '../../data/drawer';
import { useDrawer, type ApplyPending } from '../../data/drawer-view';
import { getWorker } from '../../worker/client';
import { useCheckoutMethods } from '../../data/sync-hooks';
import { useOnline } from '../../data/use-online';
import { isOfflineError } from '../../data/api-client';
import { notifyError } from '../feedback/notify';
import { todayIn } from '../dates/branch-dates';
import { useShellSession } from '../shell/session-context';
import { CashBillDialog } from './CashBillDialog';
import { TransactionFilters } from './TransactionFilters';
import { TransactionList } from './TransactionList';
import { TransactionOverviewCards } from './TransactionOverviewCards';
import { TransactionTaxSummary } from './TransactionTaxSummary';
import { rowToCashBill } from './receipt-data';
import { namePayouts, tagMethods, type CashBillRow } from './transaction-display';
import { TipPayoutPanel } from './TipPayoutPanel';
import { WindowModal } from '../../components/WindowModal';
import { useEscapeToClose } from '../../components/window-focus';
import { SingleBillDetail } from '../payment/PaymentDetail';
import { BookingDetailView } from '../appointment/panels/BookingDetailView';
import { formatZonedDateTime } from '../../domain/time';
import { hasAnyRight, Right } from '../../domain/rights';
import { CloseDayDialog } from './day-close/CloseDayDialog';
import { deskNow } from '../../data/desk-clock';

const DRAWER_WIDTH = 450;

function DrawerBody(props: { opened: boolean; branchId: string; branchName: string; timeZone: string }) {
  const { opened, branchId, branchName, timeZone } = props;
  const { branch, rights, rightsPM, auth } = useShellSession();
  const [openBill, setOpenBill] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const mayClose = hasAnyRight([Right.APPOINTMENT_POS_ACTION], rights);
  const [openBooking, setOpenBooking] = useState<string | null>(null);
  const { t } = useLingui();
  const online = useOnline();
  const today = todayIn(timeZone, deskNow().getTime());
  const [date, setDate] = useState(today);
  const [selected, setSelected] = useState<string[]>([]);
  const [openRow, setOpenRow] = useState<CashBillRow | null>(null);
  // Every opening starts on today with ALL (adjusted during render, not in an effect, so the
  // first frame of the opened drawer already shows today).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    setOpenRow(null);
    setClosing(false);
    if (opened) {
      setDate(today);
      setSelected([]);
    }
  }
  const methods = useCheckoutMethods(branchId);
  const tags = useMemo(() => tagMethods(methods ?? []), [methods]);
  const { result } = useDrawer(branchId, date, selected, { apply: applyInWorker });
  // Tips owed count every method's tips, whatever tags are picked.
  const wholeDay = useDrawer(branchId, date, [], { apply: applyInWorker }).result?.actions;

  // A fresh copy on opening, on a new day and when the link comes back; offline, the stored
  // copy stands. The engine stores the whole day, so the method tags filter locally and do
  // not need a round trip of their own.
  useEffect(() => {
    if (!opened || !online) return;
    loadDrawer(branchId, date).catch((error: unknown) => {
      if (!isOfflineError(error)) notifyError(error, { id: 'transaction-drawer-load' });
    });
  }, [opened, online, branchId, date]);

  return (
    <Stack gap="md">
      <TransactionFilters
        date={date}
        today={today}
        onDateChange={setDate}
        methods={tags}
        selected={selected}
        onSelectedChange={setSelected}
      />
      {mayClose ? (
        <Button variant="light" onClick={() => setClosing(true)}>
          {t`Close the day`}
        </Button>
      ) : null}
      {closing ? (
        <CloseDayDialog branchId={branchId} branchName={branchName} date={date} timeZone={timeZone} userName={auth.fullName} apply={applyInWorker} onClose={() => setClosing(false)} />
      ) : null}
      {result ? (
        <>
          <TransactionOverviewCards overview={result.overview} />
          <TransactionTaxSummary taxes={result.taxes} filtered={selected.length > 0} />
          <TipPayoutPanel branchId={branchId} date={date} rows={wholeDay ?? []} today={date === today} />
          <TransactionList rows={namePayouts(result.actions, wholeDay ?? [])} onOpenCashBill={setOpenRow} onOpenBill={setOpenBill} onOpenBooking={setOpenBooking} />
        </>
      ) : online ? (
        <Center py="lg">
          <Loader aria-label={t`Loading…`} />
        </Center>
      ) : (
        <Text c="dimmed" ta="center" py="lg">
          {t`This day has not been saved on this tablet yet. Connect to see it.`}
        </Text>
      )}
      {openBooking ? (
        <WindowModal opened title={t`Booking detail`} width={1000} zIndex={300} onClose={() => setOpenBooking(null)}>
          <BookingDetailView bookingId={openBooking} />
        </WindowModal>
      ) : null}
      {openBill && branch ? (
        <WindowModal opened title={t`Payment detail`} width={1000} zIndex={300} onClose={() => setOpenBill(null)}>
          <SingleBillDetail billId={openBill} branch={branch} rights={rights} rightsPM={rightsPM} online={online} nowWall={formatZonedDateTime(deskNow(), timeZone)} onClose={() => setOpenBill(null)} />
        </WindowModal>
      ) : null}
      {openRow ? (
        <CashBillDialog
          posActionId={openRow.id}
          bill={rowToCashBill(openRow, branchName)}
          onClose={() => setOpenRow(null)}
        />
      ) : null}
    </Stack>
  );
}


/** Pending pay-ins/outs are applied to the snapshot in the worker, off the main thread. */
const applyInWorker: ApplyPending = (input) => getWorker().applyPendingPosActions(input);

export function TransactionDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { branch, timeZone } = useShellSession();
  // Escape closes the drawer only when the focus is in it, not in a bill or booking opened over it.
  const inside = useRef<HTMLDivElement>(null);
  useEscapeToClose(opened, inside, onClose);
  return (
    // Kept mounted (hidden with display: none) so the day's rows are already read from the
    // tablet when staff open it: the list appears with the drawer, not a moment after.
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={DRAWER_WIDTH}
      title={t`Money transactions`}
      keepMounted
      keepMountedMode="display-none"
      closeOnEscape={false}
    >
      <div ref={inside}>{branch ? <DrawerBody opened={opened} branchId={branch.id} branchName={branch.name} timeZone={timeZone} /> : null}</div>
    </Drawer>
  );
}
