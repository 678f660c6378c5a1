/**
 * /cart: the branch's carts, newest first (spec part 2 §2 "Cart list, cart detail and cancel").
 * Read from the tablet (carts made here and the last pages fetched), refreshed from the server
 * when online; a new cart, its payment and its cancel work offline through the outbox.
 */
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, SegmentedControl, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { allows, CartAccess } from '../../domain/cart/access';
import { CartStatus, type CartStatus as Status } from '../../domain/cart/contract';
import { formatMoney } from '../../domain/money';
import { DEFAULT_PHONE_SETTING, formatPhone } from '../../domain/phone';
import { isOfflineError } from '../../data/api-client';
import { loadCartPage, useBranchCarts } from '../../data/carts';
import { useOnline } from '../../data/use-online';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { notifyError } from '../feedback/notify';
import { receiptDateTime } from '../pos/receipt-format';
import { CartWindows, type CartWindow } from './CartWindows';
import { ListTable } from '../../components/ListTable';
import { PageShell } from '../../components/PageShell';
import { cartStatusColors, cartStatusLabels } from './cart-labels';

type Filter = 'ALL' | Status;

export function CartPage() {
  const { t, i18n } = useLingui();
  const shell = useShellSession();
  const { branch, session } = shell;
  const online = useOnline();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim().toUpperCase(), 200);
  const [open, setOpen] = useState<CartWindow>(null);
  const carts = useBranchCarts(branch?.id ?? null);
  const held = { rights: shell.rights, rightsPM: shell.rightsPM };

  useEffect(() => {
    if (!branch || !online) return;
    loadCartPage({ branchId: branch.id, page: 1, query: debounced, status: filter === 'ALL' ? undefined : filter }).catch((error: unknown) => {
      if (!isOfflineError(error)) notifyError(error, { id: 'cart-list' });
    });
  }, [branch, online, debounced, filter]);

  if (!branch) return <NoBranchNotice />;
  const phone = session.branchConfig?.phone ?? DEFAULT_PHONE_SETTING;
  const digits = debounced.replace(/\D/g, '');
  const shown = (carts ?? []).filter(
    (c) =>
      (filter === 'ALL' || c.status === filter) &&
      (!debounced || c.code.includes(debounced) || c.customerName.includes(debounced) || (digits.length > 0 && c.phone.includes(digits))),
  );

  return (
    <PageShell title={t`Carts`} actions={allows(CartAccess.CREATE, held) ? <Button onClick={() => setOpen({ kind: 'form', cart: null })}>{t`New cart`}</Button> : null}>
      <Group>
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v === 'ALL' || v === CartStatus.NEW || v === CartStatus.PAID || v === CartStatus.CANCEL ? v : 'ALL')}
          data={[
            { value: 'ALL', label: t`All` },
            { value: CartStatus.NEW, label: i18n._(cartStatusLabels.New) },
            { value: CartStatus.PAID, label: i18n._(cartStatusLabels.Paid) },
            { value: CartStatus.CANCEL, label: i18n._(cartStatusLabels.Cancel) },
          ]}
        />
        <TextInput aria-label={t`Search carts`} placeholder={t`Code, customer or phone`} value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
      </Group>
      {!online ? <Alert color="yellow">{t`Offline: showing the carts stored on this tablet.`}</Alert> : null}
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t`No cart to show.`}
        </Text>
      ) : (
        <ListTable label={t`Carts`} minWidth={760}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Code`}</Table.Th>
              <Table.Th>{t`Customer`}</Table.Th>
              <Table.Th>{t`Items`}</Table.Th>
              <Table.Th ta="right">{t`Total`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
              <Table.Th>{t`Created`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((c) => (
              <Table.Tr key={c.id} style={{ cursor: 'pointer' }} onClick={() => setOpen({ kind: 'detail', cartId: c.id })}>
                <Table.Td>
                  <Button variant="subtle" size="compact-sm" onClick={() => setOpen({ kind: 'detail', cartId: c.id })}>
                    {c.code}
                  </Button>
                </Table.Td>
                <Table.Td>
                  {c.customerName} {c.phone ? `· ${formatPhone(c.phone, phone)}` : ''}
                </Table.Td>
                <Table.Td>{c.items.reduce((n, i) => n + i.quantity, 0)}</Table.Td>
                <Table.Td ta="right">{formatMoney(c.total)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Badge color={cartStatusColors[c.status]}>{i18n._(cartStatusLabels[c.status])}</Badge>
                    {c.pending ? (
                      <Badge color="orange" variant="light">
                        {t`Not yet sent`}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {receiptDateTime(c.createdAt)} · {c.createdBy}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ListTable>
      )}
      <CartWindows open={open} setOpen={setOpen} phone={phone} online={online} />
    </PageShell>
  );
}
