/** The bill slip on an 80 mm roll: a guest's services and what they come to, before payment. */
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../components/locale-format';
import { ReceiptLine as Line, receiptCenter as center, receiptPaper as paper, receiptRule as rule } from '../../components/receipt-parts';
import type { BillSlipData } from './bill-slip';
import { usePhoneText } from '../shell/use-phone-text';
import { useTaxRows } from '../tax/tax-labels';

export function BillSlip({ slip }: { slip: BillSlipData }) {
  const { t } = useLingui();
  const phoneText = usePhoneText();
  const taxes = useTaxRows(slip.taxLines ?? [], true);
  return (
    <div style={paper} data-testid="bill-slip">
      <div style={{ ...center, fontWeight: 700, fontSize: '14px' }}>{slip.branchName}</div>
      <div style={{ ...center, fontWeight: 700, fontSize: '16px', marginTop: '1mm' }}>{t`Bill slip`}</div>
      <div style={center}>
        {t`Booking`} {slip.bookingCode}
      </div>
      <div style={center}>
        {slip.customerName}
        {slip.phone ? ` · ${phoneText(slip.phone)}` : ''}
      </div>
      <div style={rule} />
      <div style={{ fontWeight: 700 }}>{slip.guestName}</div>
      {slip.lines.map((l) => (
        <Line key={l.id} label={`${l.time} ${l.serviceName}${l.technicianName ? ` (${l.technicianName})` : ''}`} value={formatMoney(l.price)} />
      ))}
      <div style={rule} />
      <Line label={t`Subtotal`} value={formatMoney(slip.subtotal)} />
      {slip.taxLines !== null ? (
        <>
          {taxes.rows.map((row) => (
            <Line key={row.key} label={row.label} value={formatMoney(row.amount)} />
          ))}
          <Line label={t`Estimated total`} value={formatMoney(slip.total)} strong />
          {taxes.registrations.map((r) => (
            <div key={r}>{r}</div>
          ))}
        </>
      ) : null}
      <div style={{ ...center, marginTop: '2mm' }}>{t`Not a receipt: discounts and the final bill come at payment.`}</div>
    </div>
  );
}
