/** The bill's figures, in the order the calculation makes them; zero discounts are left out. */
import { Table } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../components/locale-format';
import type { BillFiguresView } from '../../domain/bill/types';
import type { TaxLine } from '../../domain/bill/tax-lines';
import { useTaxRows } from '../tax/tax-labels';

export function BillFiguresTable(props: { figures: BillFiguresView & { methodDiscount?: number }; taxLines: readonly TaxLine[]; isHst: boolean; symbol?: string }) {
  const { t } = useLingui();
  const f = props.figures;
  const money = (cents: number) => formatMoney(cents, props.symbol);
  const taxes = useTaxRows(props.taxLines, props.isHst);
  const rows: [string, string, boolean?][] = [
    [t`Subtotal`, money(f.subtotal)],
    ...(f.voucherDiscount > 0 ? [[t`Voucher`, `−${money(f.voucherDiscount)}`] as [string, string]] : []),
    ...((f.methodDiscount ?? 0) > 0 ? [[t`Payment method discount`, `−${money(f.methodDiscount ?? 0)}`] as [string, string]] : []),
    ...(f.loyaltyDiscount > 0 ? [[t`Loyalty`, `−${money(f.loyaltyDiscount)}`] as [string, string]] : []),
    ...(f.paymentFee > 0 ? [[t`Payment fee`, money(f.paymentFee)] as [string, string]] : []),
    ...taxes.rows.map((row): [string, string] => [row.label, money(row.amount)]),
    [t`Total`, money(f.total), true],
    ...(f.giftCardUsed > 0 ? [[t`Gift card`, `−${money(f.giftCardUsed)}`] as [string, string]] : []),
    [t`Amount due`, money(f.amountDue), true],
    [t`Received`, money(f.received)],
    [t`Change`, money(f.change)],
  ];
  return (
    <Table aria-label={t`Bill figures`} verticalSpacing={4}>
      <Table.Tbody>
        {rows.map(([label, value, strong]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={strong ? 700 : 400}>
              {label}
            </Table.Th>
            <Table.Td ta="right" fw={strong ? 700 : 400}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {taxes.registrations.length > 0 ? (
        <Table.Caption ta="left" fz="xs">
          {taxes.registrations.join(' · ')}
        </Table.Caption>
      ) : null}
    </Table>
  );
}
