/** A bill's payment detail in a window of its own, over a back-office record (a customer's bills, a voucher's usage). */
import { useLingui } from '@lingui/react/macro';
import { WindowModal } from '../../components/WindowModal';
import { useOnline } from '../../data/use-online';
import { formatZonedDateTime } from '../../domain/time';
import { useShellSession } from '../shell/session-context';
import { SingleBillDetail } from './PaymentDetail';
import { deskNow } from '../../data/desk-clock';

export function BillDetailWindow(props: { billId: string | null; onClose: () => void }) {
  const { t } = useLingui();
  const { branch, rights, rightsPM, timeZone } = useShellSession();
  const online = useOnline();
  if (!props.billId || !branch) return null;
  return (
    <WindowModal opened title={t`Payment detail`} width={1000} zIndex={400} onClose={props.onClose}>
      <SingleBillDetail billId={props.billId} branch={branch} rights={rights} rightsPM={rightsPM} online={online} nowWall={formatZonedDateTime(deskNow(), timeZone)} onClose={props.onClose} />
    </WindowModal>
  );
}
