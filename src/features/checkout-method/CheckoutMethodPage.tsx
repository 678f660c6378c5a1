/**
 * Checkout methods (settings) on the back-office kit: every method of the tenant, inactive
 * ones too, in priority order; search, sorting, create, edit, activate or deactivate and delete
 * with their rights. The default one can be neither deleted nor deactivated (spec §5, §8).
 * After a change the tablet's stored methods are refreshed.
 */
import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { CheckoutMethodRight } from '../../domain/catalogue/rights';
import { CHECKOUT_METHOD_SORT, type CheckoutMethodRow } from '../../domain/catalogue/contract';
import { deleteCheckoutMethod, fetchCheckoutMethodList, updateCheckoutMethod } from '../../data/catalogue';
import { useShellSession } from '../shell/session-context';
import { PageShell } from '../../components/PageShell';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import type { AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { confirmDelete, confirmThen, notifyWarning, SavedKind } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights } from '../admin/module-rights';
import { CHECKOUT_METHOD_FORM_ID, CheckoutMethodForm } from './CheckoutMethodForm';
import { defaultRuleRefusal } from './default-rule';

type Open = { kind: 'create' } | { kind: 'edit'; method: CheckoutMethodRow };

export function CheckoutMethodPage() {
  const { t, i18n } = useLingui();
  const { auth } = useShellSession();
  const list = useAdminList({ key: 'checkout-method-list', fetch: fetchCheckoutMethodList, sortable: CHECKOUT_METHOD_SORT });
  const [open, setOpen] = useState<Open | null>(null);
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const can = useModuleRights(CheckoutMethodRight);

  /** Refused at once, in the spec's words, when the change would break the default rule. */
  const breaksDefault = (method: CheckoutMethodRow, next: { isDefault: boolean; active: boolean } | null): boolean => {
    const refusal = defaultRuleRefusal(method, next, i18n);
    if (refusal) notifyWarning(refusal);
    return refusal !== null;
  };

  const remove = (method: CheckoutMethodRow) => {
    if (breaksDefault(method, null)) return;
    const name = method.name;
    confirmDelete({
      title: t`Delete checkout method ${name}?`,
      message: t`It can no longer be chosen at the counter.`,
      remove: () => deleteCheckoutMethod(method.id, branchId),
      onDeleted: list.reload,
    });
  };

  const changeStatus = (method: CheckoutMethodRow) => {
    const active = !method.active;
    if (breaksDefault(method, { isDefault: method.isDefault, active })) return;
    const name = method.name;
    confirmThen({
      title: active ? t`Activate ${name}?` : t`Deactivate ${name}?`,
      message: active ? t`It can be chosen at the counter again.` : t`It can no longer be chosen at the counter; its past payments stay.`,
      confirmLabel: active ? t`Activate` : t`Deactivate`,
      act: () => updateCheckoutMethod({ id: method.id, name: method.name, priority: method.priority, isDefault: method.isDefault, active }, branchId),
      kind: SavedKind.STATUS,
      onDone: list.reload,
    });
  };

  const columns: AdminColumn<CheckoutMethodRow>[] = [
    { accessor: 'code', title: t`Code`, render: (m) => <Text ff="monospace" size="sm">{m.code}</Text> },
    { accessor: 'name', title: t`Name` },
    { accessor: 'priority', title: t`Priority`, textAlign: 'right' },
    {
      accessor: 'active',
      title: t`Status`,
      render: (m) => (
        <Group gap={4} wrap="nowrap">
          {m.isDefault ? <Badge color="blue">{t`Default`}</Badge> : null}
          <Badge color={m.active ? 'green' : 'gray'} variant="light">
            {m.active ? t`Active` : t`Inactive`}
          </Badge>
        </Group>
      ),
    },
  ];

  return (
    <PageShell maw={960} title={t`Checkout methods`} actions={can.create ? <Button onClick={() => setOpen({ kind: 'create' })} disabled={list.readOnly}>{t`Create checkout method`}</Button> : null}>
      <AdminList
        list={list}
        label={t`Checkout methods`}
        search={{ label: t`Search checkout methods`, placeholder: t`Code or name` }}
        columns={columns}
        emptyText={t`No checkout methods found`}
        rowActions={(m) => (
          <RowActions
            name={m.name}
            readOnly={list.readOnly}
            onEdit={can.update ? () => setOpen({ kind: 'edit', method: m }) : null}
            status={can.update ? { active: m.active, onChange: () => changeStatus(m) } : null}
            onDelete={can.delete ? () => remove(m) : null}
          />
        )}
      />
      <AdminModal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.kind === 'edit' ? t`Edit checkout method` : t`Create checkout method`}
        size={600}
        formId={CHECKOUT_METHOD_FORM_ID}
      >
        {open ? (
          <CheckoutMethodForm
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
    </PageShell>
  );
}
