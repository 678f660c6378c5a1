/**
 * Payment detail by booking (spec part 2 §2): one tab per bill, titled "Bill" and its code,
 * from the tablet's copies, refreshed from the server when online. Also opens one bill by id
 * (from the money drawer).
 */
import { useEffect, useState } from 'react';
import { Alert, Loader, Tabs } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { BranchSummary } from '../../domain/api';
import { isOfflineError } from '../../data/api-client';
import { loadBill, loadBookingBills, useBill, useBookingBills, type BillView } from '../../data/bills';
import { Creates, useNotYetOnServer } from '../../data/not-yet-on-server';
import { useCheckoutMethods } from '../../data/sync-hooks';
import { usePaymentOptions } from '../../data/payment-options';
import { BillDetailView } from './BillDetailView';

type Common = { branch: BranchSummary; rights: readonly string[]; rightsPM: readonly string[]; online: boolean; nowWall: string; onClose: () => void };

/** Reads the server's copy when online and again when `sent` turns true (this tablet's changes reached it). */
function useRefresh(load: () => Promise<unknown>, online: boolean, sent: boolean): string | null {
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useLingui();
  useEffect(() => {
    if (!online || !sent) return;
    load().then(
      () => setProblem(null),
      (error: unknown) => setProblem(isOfflineError(error) ? null : t`The latest copy could not be loaded; showing what this tablet has.`),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, sent]);
  return problem;
}

function Detail(props: Common & { bill: BillView; intent?: 'cancel' | 'print' | 'tip' | null }) {
  const methods = useCheckoutMethods(props.branch.id);
  const options = usePaymentOptions(props.branch.id);
  return (
    <BillDetailView
      bill={props.bill}
      branch={props.branch}
      rights={props.rights}
      rightsPM={props.rightsPM}
      checkoutMethods={methods ?? []}
      defaultMethodId={options?.checkOutDefaultId ?? null}
      nowWall={props.nowWall}
      intent={props.intent ?? null}
      onClose={props.onClose}
    />
  );
}

export function BookingPaymentDetail(props: Common & { bookingId: string; billId?: string | null; intent?: 'cancel' | 'print' | 'tip' | null }) {
  const { t } = useLingui();
  const bills = useBookingBills(props.bookingId);
  const problem = useRefresh(() => loadBookingBills(props.bookingId), props.online, bills !== undefined && !bills.some((b) => b.pending));
  const [tab, setTab] = useState<string | null>(props.billId ?? null);
  if (bills === undefined) return <Loader aria-label={t`Loading bills…`} />;
  if (bills.length === 0) return <Alert color="gray">{props.online ? t`This booking has no bill.` : t`No bill of this booking is stored on this tablet.`}</Alert>;
  const active = tab && bills.some((b) => b.id === tab) ? tab : (bills[bills.length - 1]?.id ?? null);
  return (
    <>
      {problem ? <Alert color="yellow">{problem}</Alert> : null}
      <Tabs value={active} onChange={setTab}>
        <Tabs.List>
          {bills.map((b) => {
            const code = b.code;
            return (
              <Tabs.Tab key={b.id} value={b.id}>
                {t`Bill ${code}`}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {bills.map((b) => (
          <Tabs.Panel key={b.id} value={b.id} pt="sm">
            <Detail {...props} bill={b} intent={b.id === props.billId ? props.intent : null} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

export function SingleBillDetail(props: Common & { billId: string }) {
  const { t } = useLingui();
  const bill = useBill(props.billId);
  // A bill paid here is read from the tablet until the server has it (no request it must refuse).
  const waiting = useNotYetOnServer(Creates.BILL, props.billId);
  const problem = useRefresh(() => loadBill(props.billId), props.online, waiting === false);
  if (bill === undefined) return <Loader aria-label={t`Loading bills…`} />;
  if (bill === null) return <Alert color="gray">{problem ?? (props.online ? t`Loading bills…` : t`This bill is not stored on this tablet.`)}</Alert>;
  return <Detail {...props} bill={bill} />;
}
