/** The cart's lines with a pinned total row (spec part 2 §2 "guest detail grid with a pinned total row"). */
import { ActionIcon, NumberInput, Table } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../components/locale-format';
import { CartItemKind, MAX_QUANTITY } from '../../domain/cart/status';
import { TrashIcon } from '../../components/icons';
import { WindowTable } from '../../components/WindowTable';

export type CartLine = { id: string; kind: CartItemKind; code: string; name: string; quantity: number; price: number };

export function CartItemsTable(props: {
  lines: CartLine[];
  readOnly?: boolean;
  onQuantity?: (id: string, quantity: number) => void;
  onRemove?: (id: string) => void;
}) {
  const { t } = useLingui();
  const total = props.lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  return (
    <WindowTable withTableBorder stickyHeader aria-label={t`Cart items`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Item`}</Table.Th>
          <Table.Th>{t`Code`}</Table.Th>
          <Table.Th w={110}>{t`Quantity`}</Table.Th>
          <Table.Th ta="right">{t`Price`}</Table.Th>
          <Table.Th ta="right">{t`Amount`}</Table.Th>
          {props.readOnly ? null : <Table.Th w={40} />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.lines.map((l) => (
          <Table.Tr key={l.id}>
            <Table.Td>{l.kind === CartItemKind.GIFT_CARD ? `${t`Gift card`}: ${l.name}` : l.name}</Table.Td>
            <Table.Td>{l.code}</Table.Td>
            <Table.Td>
              {props.readOnly || l.kind === CartItemKind.GIFT_CARD ? (
                l.quantity
              ) : (
                <NumberInput
                  aria-label={t`Quantity of ${l.name}`}
                  value={l.quantity}
                  min={1}
                  max={MAX_QUANTITY}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  onChange={(v) => typeof v === 'number' && v >= 1 && props.onQuantity?.(l.id, v)}
                />
              )}
            </Table.Td>
            <Table.Td ta="right">{formatMoney(l.price)}</Table.Td>
            <Table.Td ta="right">{formatMoney(l.price * l.quantity)}</Table.Td>
            {props.readOnly ? null : (
              <Table.Td>
                <ActionIcon variant="subtle" color="red" aria-label={t`Remove ${l.name}`} onClick={() => props.onRemove?.(l.id)}>
                  <TrashIcon />
                </ActionIcon>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)' }}>
        <Table.Tr>
          <Table.Th colSpan={4}>{t`Total`}</Table.Th>
          <Table.Th ta="right" data-testid="cart-total">
            {formatMoney(total)}
          </Table.Th>
          {props.readOnly ? null : <Table.Th />}
        </Table.Tr>
      </Table.Tfoot>
    </WindowTable>
  );
}
