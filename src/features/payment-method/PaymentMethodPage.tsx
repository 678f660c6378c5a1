/**
 * Payment methods (settings) on the back-office kit: every method of the tenant, searched,
 * filtered by status and sorted; create, edit, detail, activate or deactivate and delete with
 * their rights. A method a bill was paid with cannot be deleted: the server says so, and the
 * screen offers to deactivate it. After a change this tablet's payment options are read again;
 * other tablets get the change at their next sync.
 */
import { useState } from 'react';
import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { PaymentMethodRight } from '../../domain/catalogue/rights';
import { paymentMethodValuesOf } from '../../domain/catalogue/payment-method';
import { PAYMENT_METHOD_SORT, PaymentMethodStatus, type PaymentMethodRow } from '../../domain/catalogue/payment-method-contract';
import { deletePaymentMethod, fetchPaymentMethodList, savePaymentMethod } from '../../data/payment-methods';
import { PageShell } from '../../components/PageShell';
import { useShellSession } from '../shell/session-context';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { confirmDelete, confirmThen, notifyWarning, SavedKind } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights } from '../admin/module-rights';
import { PaymentMethodIconView } from '../payment/payment-method-icons';
import { PAYMENT_METHOD_FORM_ID, PaymentMethodForm } from './PaymentMethodForm';
import { discountText, feeText, typeText } from './payment-method-labels';
import { PaymentMethodDetail } from './PaymentMethodDetail';

type Open = { kind: 'create' } | { kind: 'edit'; method: PaymentMethodRow } | { kind: 'detail'; id: string };

const ALL = 'ALL';

export function PaymentMethodPage() {
  const { t, i18n } = useLingui();
  const { auth } = useShellSession();
  const [status, setStatus] = useState<PaymentMethodStatus | null>(null);
  const list = useAdminList({ key: `payment-method-list|${status ?? ALL}`, fetch: (q) => fetchPaymentMethodList(q, status), sortable: PAYMENT_METHOD_SORT });
  const [open, setOpen] = useState<Open | null>(null);
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const can = useModuleRights(PaymentMethodRight);

  const setActive = (method: PaymentMethodRow, active: boolean, words: { title: string; message: string }, after?: () => void) =>
    confirmThen({
      ...words,
      confirmLabel: active ? t`Activate` : t`Deactivate`,
      act: () => savePaymentMethod(method.id, { ...paymentMethodValuesOf(method), active }, branchId),
      kind: SavedKind.STATUS,
      onDone: () => {
        list.reload();
        after?.();
      },
    });

  const changeStatus = (method: PaymentMethodRow, after?: () => void) => {
    const name = method.name;
    if (method.active) setActive(method, false, { title: t`Deactivate ${name}?`, message: t`Its tile leaves the counter at each tablet's next sync; bills paid with it stay.` }, after);
    else setActive(method, true, { title: t`Activate ${name}?`, message: t`Its tile shows at the counter again after each tablet's next sync.` }, after);
  };

  const remove = (method: PaymentMethodRow) => {
    const name = method.name;
    // Bills paid with it keep it: deactivating is what can be done instead.
    if (!method.deletable) {
      if (!method.active) notifyWarning(t`Bills were paid with ${name}, so it cannot be deleted. It is already inactive.`);
      else setActive(method, false, { title: t`${name} cannot be deleted`, message: t`Bills were paid with it, so it stays with them. Deactivate it instead? Its tile leaves the counter at each tablet's next sync.` });
      return;
    }
    confirmDelete({
      title: t`Delete payment method ${name}?`,
      message: t`Its tile leaves the counter at each tablet's next sync.`,
      remove: () => deletePaymentMethod(method.id, branchId),
      onDeleted: list.reload,
    });
  };

  const columns: AdminColumn<PaymentMethodRow>[] = [
    {
      accessor: 'name',
      title: t`Name`,
      render: (m) => (
        <Group gap={6} wrap="nowrap">
          <PaymentMethodIconView icon={m.icon} />
          <Text size="sm">{m.name}</Text>
        </Group>
      ),
    },
    { accessor: 'type', title: t`Type`, render: (m) => typeText(m.type, i18n) },
    { accessor: 'discount', title: t`Discount`, textAlign: 'right', visibleMediaQuery: hideOnPhone, render: (m) => discountText(m) ?? '—' },
    { accessor: 'fee', title: t`Fee`, textAlign: 'right', visibleMediaQuery: hideOnPhone, render: (m) => feeText(m) ?? '—' },
    { accessor: 'priority', title: t`Order`, textAlign: 'right', visibleMediaQuery: hideOnPhone },
    {
      accessor: 'active',
      title: t`Status`,
      render: (m) => (
        <Badge color={m.active ? 'green' : 'gray'} variant="light">
          {m.active ? t`Active` : t`Inactive`}
        </Badge>
      ),
    },
  ];

  return (
    <PageShell
      maw={960}
      title={t`Payment methods`}
      actions={can.create ? <Button onClick={() => setOpen({ kind: 'create' })} disabled={list.readOnly}>{t`Create payment method`}</Button> : null}
    >
      <Select
        label={t`Status`}
        maw={220}
        allowDeselect={false}
        value={status ?? ALL}
        onChange={(v) => {
          setStatus(v === PaymentMethodStatus.ACTIVE || v === PaymentMethodStatus.INACTIVE ? v : null);
          list.setPage(1);
        }}
        data={[
          { value: ALL, label: t`All` },
          { value: PaymentMethodStatus.ACTIVE, label: t`Active` },
          { value: PaymentMethodStatus.INACTIVE, label: t`Inactive` },
        ]}
      />
      <AdminList
        list={list}
        label={t`Payment methods`}
        search={{ label: t`Search payment methods`, placeholder: t`Name or type` }}
        columns={columns}
        emptyText={t`No payment methods found`}
        rowActions={(m) => (
          <RowActions
            name={m.name}
            readOnly={list.readOnly}
            onDetail={() => setOpen({ kind: 'detail', id: m.id })}
            onEdit={can.update ? () => setOpen({ kind: 'edit', method: m }) : null}
            status={can.update ? { active: m.active, onChange: () => changeStatus(m) } : null}
            onDelete={can.delete ? () => remove(m) : null}
          />
        )}
      />
      <AdminModal
        opened={open !== null && open.kind !== 'detail'}
        onClose={() => setOpen(null)}
        title={open?.kind === 'edit' ? t`Edit payment method` : t`Create payment method`}
        size={700}
        formId={PAYMENT_METHOD_FORM_ID}
      >
        {open && open.kind !== 'detail' ? (
          <PaymentMethodForm
            method={open.kind === 'edit' ? open.method : null}
            branchId={branchId}
            onCancel={() => setOpen(null)}
            onSaved={() => {
              setOpen(null);
              list.reload();
            }}
          />
        ) : null}
      </AdminModal>
      <AdminModal opened={open?.kind === 'detail'} onClose={() => setOpen(null)} title={t`Payment method`} size={600}>
        {open?.kind === 'detail' ? (
          <PaymentMethodDetail
            id={open.id}
            canUpdate={can.update}
            onStatus={(m) => changeStatus(m, () => setOpen(null))}
            onEdit={(m) => setOpen({ kind: 'edit', method: m })}
          />
        ) : null}
      </AdminModal>
    </PageShell>
  );
}
