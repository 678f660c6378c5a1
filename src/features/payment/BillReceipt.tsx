/**
 * The bill as printed on an 80 mm roll, from the tablet's own copy so it prints offline:
 * lines by guest, discounts, fee, tax, total, gift card, payments, change and tip; around them
 * what the branch's bill template says (header lines, footer, the names and code it shows).
 */
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../components/locale-format';
import type { BillDetail } from '../../domain/bill/types';
import { billTextLines, type BillTemplate } from '../../domain/bill/bill-template';
import { useTaxRows } from '../tax/tax-labels';
import { receiptDateTime } from '../pos/receipt-format';
import { ReceiptLine as Line, receiptCenter as center, receiptPaper as paper, receiptRule as rule } from '../../components/receipt-parts';
import { usePhoneText } from '../shell/use-phone-text';

export function BillReceipt({ bill, pending, template }: { bill: BillDetail; pending: boolean; template: BillTemplate }) {
  const { t } = useLingui();
  const phoneText = usePhoneText();
  const f = bill.figures;
  const taxes = useTaxRows(bill.taxLines, bill.isHst);
  const guests = [...new Set(bill.lines.map((l) => l.guestName ?? ''))];
  const technician = (name: string | null) => (name && template.showTechnician ? ` (${name})` : '');
  const footer = billTextLines(template.footer);
  // A guest is named like the customer: hidden with it, numbered when the bill has several.
  const guestHeading = (name: string, i: number) => {
    const number = i + 1;
    return template.showCustomer ? name : guests.length > 1 ? t`Guest ${number}` : null;
  };
  return (
    <div style={paper} data-testid="bill-receipt">
      <div style={{ ...center, fontWeight: 700, fontSize: '14px' }}>{bill.branch.name}</div>
      {bill.branch.address ? <div style={center}>{bill.branch.address}</div> : null}
      {bill.branch.phone ? <div style={center}>{phoneText(bill.branch.phone)}</div> : null}
      {billTextLines(template.header).map((line, i) => (
        <div key={i} style={center}>
          {line}
        </div>
      ))}
      <div style={{ ...center, fontWeight: 700, fontSize: '16px', marginTop: '1mm' }}>{t`Bill`} {bill.code}</div>
      {bill.status === 'CANCEL' ? <div style={{ ...center, fontWeight: 700 }}>{t`Cancelled`}</div> : null}
      <div style={center}>{receiptDateTime(bill.actionTime)}</div>
      {bill.customerName && template.showCustomer ? <div style={center}>{bill.customerName}</div> : null}
      {bill.bookingCode && template.showBookingCode ? (
        <div style={center}>
          {t`Booking`} {bill.bookingCode}
        </div>
      ) : null}
      <div style={rule} />
      {guests.map((guest, i) => {
        const heading = guest ? guestHeading(guest, i) : null;
        return (
          <div key={guest}>
            {heading ? <div style={{ fontWeight: 700 }}>{heading}</div> : null}
            {bill.lines
              .filter((l) => (l.guestName ?? '') === guest)
              .map((l) => (
                <Line key={l.id} label={`${l.quantity > 1 ? `${l.quantity} × ` : ''}${l.name}${technician(l.technicianName)}`} value={formatMoney(l.price * l.quantity)} />
              ))}
          </div>
        );
      })}
      <div style={rule} />
      <Line label={t`Subtotal`} value={formatMoney(f.subtotal)} />
      {f.voucherDiscount > 0 ? <Line label={`${t`Voucher`} ${bill.voucherCode ?? ''}`} value={`-${formatMoney(f.voucherDiscount)}`} /> : null}
      {f.discount - f.voucherDiscount - f.loyaltyDiscount > 0 ? (
        <Line label={bill.paymentMethod?.name ?? t`Discount`} value={`-${formatMoney(f.discount - f.voucherDiscount - f.loyaltyDiscount)}`} />
      ) : null}
      {f.loyaltyDiscount > 0 ? <Line label={t`Loyalty`} value={`-${formatMoney(f.loyaltyDiscount)}`} /> : null}
      {f.paymentFee > 0 ? <Line label={t`Payment fee`} value={formatMoney(f.paymentFee)} /> : null}
      {taxes.rows.map((row) => (
        <Line key={row.key} label={row.label} value={formatMoney(row.amount)} />
      ))}
      <Line label={t`Total`} value={formatMoney(f.total)} strong />
      {f.giftCardUsed > 0 ? <Line label={`${t`Gift card`} ${bill.giftCardCode ?? ''}`} value={`-${formatMoney(f.giftCardUsed)}`} /> : null}
      <Line label={t`Amount due`} value={formatMoney(f.amountDue)} strong />
      {bill.payments.map((p) => (
        <Line key={p.checkoutMethodId} label={p.checkoutMethodName} value={formatMoney(p.amount)} />
      ))}
      <Line label={t`Change`} value={formatMoney(f.change)} />
      {bill.tip ? (
        <>
          <div style={rule} />
          <Line label={t`Tip`} value={formatMoney(bill.tip.value)} strong />
          {bill.tip.technicianTips.map((tt, i) => (
            <Line key={`${tt.technicianId}:${i}`} label={template.showTechnician ? `${tt.technicianName} · ${tt.segmentName}` : tt.segmentName} value={formatMoney(tt.value)} />
          ))}
        </>
      ) : null}
      <div style={rule} />
      <Line label={t`Staff`} value={bill.createdBy} />
      {taxes.registrations.map((r) => (
        <div key={r}>{r}</div>
      ))}
      {pending ? <div style={{ ...center, marginTop: '2mm', fontWeight: 700 }}>{t`Not yet sent`}</div> : null}
      {footer.length > 0 ? (
        <div style={{ ...center, marginTop: '2mm' }} data-testid="bill-footer">
          {footer.map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </div>
      ) : (
        <div style={{ ...center, marginTop: '2mm' }}>{t`Thank you!`}</div>
      )}
    </div>
  );
}
