/**
 * /cart: the branch's carts, newest first (spec part 2 §2 "Cart list, cart detail and cancel").
 * Read from the tablet (carts made here and the last pages fetched), refreshed from the server
 * when online; a new cart, its payment and its cancel work offline through the outbox. The
 * table is the back office's (AdminTable), paged 15 at a time here on the tablet.
 */
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { allows, CartAccess } from '../../domain/cart/access';
import { CartStatus, type CartStatus as Status } from '../../domain/cart/status';
import { formatMoney } from '../../components/locale-format';
import { DEFAULT_PHONE_SETTING, formatPhone } from '../../domain/phone';
import { isOfflineError } from '../../data/api-client';
import { loadCartPage, useBranchCarts } from '../../data/carts';
import { useOnline } from '../../data/use-online';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { notifyError } from '../feedback/notify';
import { receiptDateTime } from '../pos/receipt-format';
import { CartWindows, type CartWindow } from './CartWindows';
import { PageShell } from '../../components/PageShell';
import { cartStatusColors, cartStatusLabels } from './cart-labels';
import { AdminTable, hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { LIST_PAGE_SIZE, LIST_SEARCH_DEBOUNCE_MS } from '../../domain/admin/list';
import type { CartRow } from '../../data/carts';

type Filter = 'ALL' | Status;

export function CartPage() {
  const { t, i18n } = useLingui();
  const shell = useShellSession();
  const { branch, session } = shell;
  const online = useOnline();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim().toUpperCase(), LIST_SEARCH_DEBOUNCE_MS);
  const [pageNumber, setPage] = useState(1);
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

  const columns: AdminColumn<CartRow>[] = [
    {
      accessor: 'code',
      title: t`Code`,
      render: (c) => (
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen({ kind: 'detail', cartId: c.id })}>
          {c.code}
        </Button>
      ),
    },
    { accessor: 'customerName', title: t`Customer`, render: (c) => `${c.customerName} ${c.phone ? `· ${formatPhone(c.phone, phone)}` : ''}` },
    { accessor: 'items', title: t`Items`, visibleMediaQuery: hideOnPhone, render: (c) => c.items.reduce((n, i) => n + i.quantity, 0) },
    { accessor: 'total', title: t`Total`, textAlign: 'right', render: (c) => formatMoney(c.total) },
    {
      accessor: 'status',
      title: t`Status`,
      render: (c) => (
        <Group gap={4} wrap="nowrap">
          <Badge color={cartStatusColors[c.status]}>{i18n._(cartStatusLabels[c.status])}</Badge>
          {c.pending ? (
            <Badge color="orange" variant="light">
              {t`Not yet sent`}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { accessor: 'createdAt', title: t`Created`, visibleMediaQuery: hideOnPhone, render: (c) => `${receiptDateTime(c.createdAt)} · ${c.createdBy}` },
  ];

  return (
    <PageShell title={t`Carts`} actions={allows(CartAccess.CREATE, held) ? <Button onClick={() => setOpen({ kind: 'form', cart: null })}>{t`New cart`}</Button> : null}>
      <Group>
        <SegmentedControl
          value={filter}
          onChange={(v) => {
            setFilter(v === 'ALL' || v === CartStatus.NEW || v === CartStatus.PAID || v === CartStatus.CANCEL ? v : 'ALL');
            setPage(1);
          }}
          data={[
            { value: 'ALL', label: t`All` },
            { value: CartStatus.NEW, label: i18n._(cartStatusLabels.New) },
            { value: CartStatus.PAID, label: i18n._(cartStatusLabels.Paid) },
            { value: CartStatus.CANCEL, label: i18n._(cartStatusLabels.Cancel) },
          ]}
        />
        <TextInput aria-label={t`Search carts`} placeholder={t`Code, customer or phone`} value={query} onChange={(e) => {
          setQuery(e.currentTarget.value);
          setPage(1);
        }} />
      </Group>
      {!online ? <Alert color="yellow">{t`Offline: showing the carts stored on this tablet.`}</Alert> : null}
      <AdminTable<CartRow>
        label={t`Carts`}
        records={shown.slice((pageNumber - 1) * LIST_PAGE_SIZE, pageNumber * LIST_PAGE_SIZE)}
        columns={columns}
        fetching={carts === undefined}
        emptyText={t`No cart to show.`}
        paging={{ page: pageNumber, size: LIST_PAGE_SIZE, total: shown.length, onPage: setPage }}
        onRowClick={(c) => setOpen({ kind: 'detail', cartId: c.id })}
      />
      <CartWindows open={open} setOpen={setOpen} phone={phone} online={online} />
    </PageShell>
  );
}
