/**
 * Checkout methods (settings): every method of the tenant, inactive ones too, in priority
 * order; create, edit, delete with their rights. The default one can be neither deleted nor
 * deactivated (spec §5, §8). After a change the tablet's stored methods are refreshed.
 */
import { useState } from 'react';
import { Badge, Button, Group, Modal, Table } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { CheckoutMethodRight } from '../../domain/catalogue/rights';
import { assertCheckoutMethodChange } from '../../domain/catalogue/checkout-method';
import type { CheckoutMethodRow } from '../../domain/catalogue/contract';
import { isAppError } from '../../domain/errors';
import { hasAnyRight } from '../../domain/rights';
import { deleteCheckoutMethod, fetchCheckoutMethodList } from '../../data/catalogue';
import { useOnline } from '../../data/use-online';
import { useShellSession } from '../shell/session-context';
import { describeCode } from '../i18n/error-messages';
import { notifySuccess } from '../feedback/notify';
import { notifications } from '@mantine/notifications';
import { useOnlineLoad } from '../appointment/panels/use-online-load';
import { ListStatus, useConfirmDelete } from '../catalogue/ListParts';
import { ListTable } from '../../components/ListTable';
import { PageShell } from '../../components/PageShell';
import { CheckoutMethodForm } from './CheckoutMethodForm';

type Open = { kind: 'create' } | { kind: 'edit'; method: CheckoutMethodRow };

export function CheckoutMethodPage() {
  const { t, i18n } = useLingui();
  const { auth, rights } = useShellSession();
  const online = useOnline();
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<Open | null>(null);
  const askDelete = useConfirmDelete();
  const { state, retry } = useOnlineLoad<CheckoutMethodRow[]>({ key: String(version), load: fetchCheckoutMethodList }, online);
  const methods = state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : null;
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const can = {
    create: hasAnyRight([CheckoutMethodRight.CREATE], rights),
    update: hasAnyRight([CheckoutMethodRight.UPDATE], rights),
    delete: hasAnyRight([CheckoutMethodRight.DELETE], rights),
  };
  const reload = () => setVersion((v) => v + 1);

  const remove = (method: CheckoutMethodRow) => {
    try {
      assertCheckoutMethodChange(method, null);
    } catch (error) {
      if (!isAppError(error)) throw error;
      notifications.show({ color: 'orange', title: t`Warning`, message: describeCode(error.code, i18n), autoClose: 6000 });
      return;
    }
    const name = method.name;
    askDelete({
      title: t`Delete checkout method ${name}?`,
      message: t`It can no longer be chosen at the counter.`,
      remove: () => deleteCheckoutMethod(method.id, branchId),
      onDeleted: reload,
    });
  };

  return (
    <PageShell maw={960} title={t`Checkout methods`} actions={can.create ? <Button onClick={() => setOpen({ kind: 'create' })} disabled={!online}>{t`Create checkout method`}</Button> : null}>
      <ListStatus state={state} hasData={methods !== null} offlineMessage={t`The checkout method list needs a connection.`} loadingLabel={t`Loading checkout methods`} onRetry={retry} />
      {methods ? (
        <ListTable label={t`Checkout methods`} minWidth={560} highlightOnHover={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Code`}</Table.Th>
              <Table.Th>{t`Name`}</Table.Th>
              <Table.Th ta="right">{t`Priority`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
              <Table.Th aria-label={t`Actions`} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {methods.map((m) => {
              const name = m.name;
              return (
                <Table.Tr key={m.id}>
                  <Table.Td ff="monospace">{m.code}</Table.Td>
                  <Table.Td>{m.name}</Table.Td>
                  <Table.Td ta="right">{m.priority}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {m.isDefault ? <Badge color="blue">{t`Default`}</Badge> : null}
                      <Badge color={m.active ? 'green' : 'gray'} variant="light">
                        {m.active ? t`Active` : t`Inactive`}
                      </Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end">
                      {can.update ? (
                        <Button size="compact-sm" variant="default" onClick={() => setOpen({ kind: 'edit', method: m })} disabled={!online} aria-label={t`Edit ${name}`}>
                          {t`Edit`}
                        </Button>
                      ) : null}
                      {can.delete ? (
                        <Button size="compact-sm" variant="subtle" color="red" onClick={() => remove(m)} disabled={!online} aria-label={t`Delete ${name}`}>
                          {t`Delete`}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </ListTable>
      ) : null}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.kind === 'edit' ? t`Edit checkout method` : t`Create checkout method`}
        size={600}
        closeOnClickOutside={false}
      >
        {open ? (
          <CheckoutMethodForm
            method={open.kind === 'edit' ? open.method : null}
            branchId={branchId}
            onCancel={() => setOpen(null)}
            onSaved={() => {
              notifySuccess(open.kind === 'edit' ? t`Update success` : t`Create success`);
              setOpen(null);
              reload();
            }}
          />
        ) : null}
      </Modal>
    </PageShell>
  );
}
