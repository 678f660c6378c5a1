/**
 * The cash bill as printed on an 80 mm thermal roll: monospace-friendly, black on white,
 * big amount. Also shown on screen inside the receipt dialog, so what staff see is what prints.
 */
import { useLingui } from '@lingui/react/macro';
import type { Cents } from '../../domain/money';
import { formatMoney } from '../../components/locale-format';
import { receiptCenter as center, receiptPaper as paper, receiptRow as row, receiptRule as rule } from '../../components/receipt-parts';
import { transactionTypeLabels } from './pos-action-labels';
import { receiptDateTime } from './receipt-format';
import type { CashBillType } from './transaction-display';

export type CashBillData = {
  branchName: string;
  code: string;
  type: CashBillType;
  value: Cents;
  /** A tip payout: the technician who took the cash (and signs for it). */
  paidTo: string | null;
  note: string;
  /** "YYYY-MM-DD HH:mm" in the branch time zone. */
  actionTime: string;
  staffName: string;
  /** Made on this tablet and not yet acknowledged by the server. */
  pending: boolean;
};

export function CashBill({ bill }: { bill: CashBillData }) {
  const { t, i18n } = useLingui();
  const technician = bill.paidTo;
  return (
    <div style={paper} data-testid="cash-bill">
      <div style={{ ...center, fontWeight: 700, fontSize: '14px' }}>{bill.branchName}</div>
      <div style={{ ...center, fontWeight: 700, fontSize: '16px', marginTop: '1mm' }}>{t`Cash bill`}</div>
      <div style={center}>{bill.code}</div>
      <div style={rule} />
      <div style={row}>
        <span>{t`Type`}</span>
        <span>{i18n._(transactionTypeLabels[bill.type])}</span>
      </div>
      {bill.paidTo !== null ? (
        <div style={row}>
          <span>{t`Technician`}</span>
          <span>{bill.paidTo}</span>
        </div>
      ) : null}
      <div style={{ ...row, fontWeight: 700, fontSize: '16px' }}>
        <span>{t`Amount`}</span>
        <span>{formatMoney(bill.value)}</span>
      </div>
      {bill.note ? (
        <div style={{ marginTop: '1mm', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {t`Note`}: {bill.note}
        </div>
      ) : null}
      <div style={rule} />
      <div style={row}>
        <span>{t`Date`}</span>
        <span>{receiptDateTime(bill.actionTime)}</span>
      </div>
      <div style={row}>
        <span>{t`Staff`}</span>
        <span>{bill.staffName}</span>
      </div>
      {bill.paidTo !== null ? (
        // The technician signs the paper for the cash they took: the drawer keeps the proof.
        <div style={{ marginTop: '8mm' }}>
          <div style={{ borderBottom: '1px solid #000', height: '8mm' }} />
          <div style={center}>{t`Signature of ${technician}`}</div>
        </div>
      ) : null}
      {bill.pending ? (
        <div style={{ ...center, marginTop: '2mm', fontWeight: 700 }}>{t`Not yet sent`}</div>
      ) : null}
    </div>
  );
}
