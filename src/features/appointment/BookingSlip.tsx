/**
 * The printed booking slip (menu "Print slip"): the guest's services, technicians and times,
 * printed from what the tablet shows, so it prints offline too.
 */
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Booking, Guest } from '../../domain/api';
import { formatMoney } from '../../domain/money';
import { PrintPortal } from '../../components/PrintPortal';
import { wallTime } from '../dates/branch-dates';

export function BookingSlip(props: { branchName: string; booking: Booking; guest: Guest; onPrinted: () => void }) {
  const { t } = useLingui();
  const { booking, guest, onPrinted } = props;
  const printed = useRef(false);
  useEffect(() => {
    if (printed.current) return;
    printed.current = true;
    window.print();
    onPrinted();
  }, [onPrinted]);
  const total = guest.segments.reduce((sum, s) => sum + s.price, 0);
  return (
    <PrintPortal>
      <div style={{ fontFamily: 'monospace', width: '72mm' }}>
        <h2 style={{ margin: 0 }}>{props.branchName}</h2>
        <p>
          {t`Booking`} {booking.code}
          <br />
          {booking.customerName} · {booking.phone}
          <br />
          {t`Guest`}: {guest.name}
        </p>
        <table style={{ width: '100%' }}>
          <tbody>
            {guest.segments.map((s) => (
              <tr key={s.id}>
                <td>{wallTime(s.startTime)}</td>
                <td>{s.serviceName}</td>
                <td>{s.technicianName}</td>
                <td style={{ textAlign: 'right' }}>{formatMoney(s.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p style={{ textAlign: 'right' }}>
          {t`Total`}: {formatMoney(total)}
        </p>
      </div>
    </PrintPortal>
  );
}
