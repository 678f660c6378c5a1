/** Both customers side by side, and what the kept one will have once merged. */
import { Table } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../../components/locale-format';
import { WindowTable } from '../../../components/WindowTable';
import type { MergePreview, MergeSide } from '../../../domain/customer/merge-contract';
import { formatPhone, type PhoneSetting } from '../../../domain/phone';
import { displayDate, lastEmail } from '../../appointment/panels/display-format';

/** A list value (the phones) shows one item a line, each kept whole. */
type Row = { label: string; value: (side: MergeSide) => string | string[] };

function Value(props: { value: string | string[] }) {
  if (typeof props.value === 'string') return props.value;
  return props.value.map((v) => (
    <div key={v} style={{ whiteSpace: 'nowrap' }}>
      {v}
    </div>
  ));
}

export function MergePreviewTable(props: { preview: MergePreview; phone: PhoneSetting }) {
  const { t } = useLingui();
  const none = '—';
  const rows: Row[] = [
    { label: t`Name`, value: (s) => s.name },
    { label: t`Phones`, value: (s) => s.phones.map((p) => formatPhone(p, props.phone)) },
    { label: t`Email`, value: (s) => lastEmail(s.email) ?? none },
    { label: t`Level`, value: (s) => s.level ?? none },
    { label: t`Birthday`, value: (s) => (s.birthDay ? displayDate(s.birthDay) : none) },
    { label: t`Blocked`, value: (s) => (s.blocked ? t`Yes` : t`No`) },
    { label: t`Bookings`, value: (s) => String(s.bookings) },
    { label: t`Bills`, value: (s) => String(s.bills) },
    { label: t`Loyalty money`, value: (s) => formatMoney(s.loyaltyMoney) },
    { label: t`Gift cards`, value: (s) => String(s.giftCards) },
    { label: t`Notes`, value: (s) => String(s.notes) },
  ];
  const { keep, merge, result } = props.preview;
  return (
    <WindowTable striped withTableBorder aria-label={t`Customers to merge`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th>{t`Kept`}</Table.Th>
          <Table.Th>{t`Duplicate`}</Table.Th>
          <Table.Th>{t`After the merge`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.label}>
            <Table.Th scope="row">{r.label}</Table.Th>
            <Table.Td>
              <Value value={r.value(keep)} />
            </Table.Td>
            <Table.Td>
              <Value value={r.value(merge)} />
            </Table.Td>
            <Table.Td fw={600}>
              <Value value={r.value(result)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </WindowTable>
  );
}
