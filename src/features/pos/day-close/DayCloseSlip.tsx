/**
 * The close of the day as printed on the 80 mm receipt roll, and shown on screen before it
 * prints: the branch, the day, the method, expected (what this tablet knew), counted, over or
 * short, the note, who closed and when.
 */
import { useLingui } from '@lingui/react/macro';
import type { Cents } from '../../../domain/money';
import { formatMoney } from '../../../components/locale-format';
import { ReceiptLine, receiptCenter as center, receiptPaper as paper, receiptRule as rule } from '../../../components/receipt-parts';
import { receiptDateTime } from '../receipt-format';

export type DayCloseSlipData = {
  branchName: string;
  date: string;
  methodName: string;
  expected: Cents;
  counted: Cents;
  note: string;
  correction: boolean;
  staffName: string;
  /** "YYYY-MM-DD HH:mm" in the branch time zone. */
  closedAt: string;
  /** Made on this tablet and not yet acknowledged by the server. */
  pending: boolean;
};

export function DayCloseSlip({ slip }: { slip: DayCloseSlipData }) {
  const { t } = useLingui();
  return (
    <div style={paper} data-testid="day-close-slip">
      <div style={{ ...center, fontWeight: 700, fontSize: '14px' }}>{slip.branchName}</div>
      <div style={{ ...center, fontWeight: 700, fontSize: '16px', marginTop: '1mm' }}>{slip.correction ? t`Close of the day: correction` : t`Close of the day`}</div>
      <div style={center}>{slip.date}</div>
      <div style={rule} />
      <ReceiptLine label={t`Checkout method`} value={slip.methodName} />
      <ReceiptLine label={t`Expected`} value={formatMoney(slip.expected)} />
      <ReceiptLine label={t`Counted`} value={formatMoney(slip.counted)} />
      <ReceiptLine label={t`Over / short`} value={formatMoney(slip.counted - slip.expected)} strong />
      {slip.note ? (
        <div style={{ marginTop: '1mm', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {t`Note`}: {slip.note}
        </div>
      ) : null}
      <div style={rule} />
      <ReceiptLine label={t`Closed at`} value={receiptDateTime(slip.closedAt)} />
      <ReceiptLine label={t`Staff`} value={slip.staffName} />
      <div style={{ marginTop: '2mm', fontSize: '10px' }}>{t`Expected is what this tablet knew of the day. The server records its own figure when it receives the close.`}</div>
      {slip.pending ? <div style={{ ...center, marginTop: '2mm', fontWeight: 700 }}>{t`Not yet sent`}</div> : null}
    </div>
  );
}
