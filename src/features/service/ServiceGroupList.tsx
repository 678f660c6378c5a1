/**
 * The branch's service groups on the back-office kit: search, 15 per page in display order
 * unless sorted otherwise, create, edit, detail, activate or deactivate and delete with their
 * rights; a group that holds services cannot be deleted (spec §8's association message).
 */
import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ServiceRight } from '../../domain/catalogue/rights';
import { SERVICE_GROUP_SORT, type ServiceGroupDetail, type ServiceGroupRow } from '../../domain/catalogue/service-contract';
import { deleteServiceGroup, fetchServiceGroup, fetchServiceGroups, updateServiceGroup } from '../../data/services';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { AdminRecord } from '../admin/AdminRecord';
import { hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { confirmDelete } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights } from '../admin/module-rights';
import { SERVICE_GROUP_FORM_ID, ServiceGroupForm } from './ServiceGroupForm';
import { RecordActions } from '../admin/RecordActions';
import { RecordField } from '../admin/RecordField';
import { ActiveBadge, confirmStatusChange } from './StatusControls';

type Open = { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'detail'; id: string };

export function ServiceGroupList(props: { branchId: string }) {
  const { t } = useLingui();
  const { branchId } = props;
  const list = useAdminList({ key: `service-group-list|${branchId}`, fetch: (request) => fetchServiceGroups(branchId, request), sortable: SERVICE_GROUP_SORT });
  const [open, setOpen] = useState<Open | null>(null);
  const can = useModuleRights(ServiceRight);
  const close = () => setOpen(null);
  const changed = () => {
    close();
    list.reload();
  };

  const askDelete = (group: Pick<ServiceGroupRow, 'id' | 'name'>) => {
    const name = group.name;
    confirmDelete({
      title: t`Delete service group ${name}?`,
      message: t`Only an empty group can be deleted: move or delete its services first.`,
      remove: () => deleteServiceGroup(branchId, group.id),
      onDeleted: changed,
    });
  };

  const changeStatus = (g: ServiceGroupRow) => {
    const active = !g.active;
    confirmStatusChange({
      name: g.name,
      active,
      message: active ? t`Its active services are offered again for new bookings.` : t`Its services are no longer offered for new bookings; the bookings that have them keep them.`,
      act: () => updateServiceGroup(branchId, { id: g.id, name: g.name, active }),
      onDone: changed,
    });
  };

  const columns: AdminColumn<ServiceGroupRow>[] = [
    { accessor: 'displayIndex', title: t`Order`, textAlign: 'right', width: 80, visibleMediaQuery: hideOnPhone },
    { accessor: 'name', title: t`Name` },
    { accessor: 'services', title: t`Services`, textAlign: 'right' },
    {
      accessor: 'active',
      title: t`Status`,
      render: (g) => <ActiveBadge active={g.active} />,
    },
  ];

  return (
    <>
      {can.create ? (
        <Group justify="flex-end">
          <Button onClick={() => setOpen({ kind: 'create' })} disabled={list.readOnly}>{t`Create service group`}</Button>
        </Group>
      ) : null}
      <AdminList
        list={list}
        label={t`Service groups`}
        search={{ label: t`Search service groups`, placeholder: t`Name` }}
        columns={columns}
        emptyText={t`No service groups found`}
        rowActions={(g) => (
          <RowActions
            name={g.name}
            readOnly={list.readOnly}
            onDetail={() => setOpen({ kind: 'detail', id: g.id })}
            onEdit={can.update ? () => setOpen({ kind: 'edit', id: g.id }) : null}
            status={can.update ? { active: g.active, onChange: () => changeStatus(g) } : null}
            onDelete={can.delete ? () => askDelete(g) : null}
          />
        )}
      />

      <AdminModal opened={open?.kind === 'create'} onClose={close} title={t`Create service group`} size={600} formId={SERVICE_GROUP_FORM_ID}>
        {open?.kind === 'create' ? <ServiceGroupForm group={null} branchId={branchId} onCancel={close} onSaved={changed} /> : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'edit'} onClose={close} title={t`Edit service group`} size={600} formId={SERVICE_GROUP_FORM_ID}>
        {open?.kind === 'edit' ? (
          <AdminRecord module="service-group" id={open.id} load={() => fetchServiceGroup(open.id)} loadingLabel={t`Loading service group`}>
            {(group) => <ServiceGroupForm group={group} branchId={branchId} onCancel={close} onSaved={changed} />}
          </AdminRecord>
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'detail'} onClose={close} title={t`Service group detail`} size={600}>
        {open?.kind === 'detail' ? (
          <AdminRecord module="service-group" id={open.id} load={() => fetchServiceGroup(open.id)} loadingLabel={t`Loading service group`}>
            {(group, readOnly) => (
              <GroupDetail
                group={group}
                onEdit={can.update && !readOnly ? () => setOpen({ kind: 'edit', id: group.id }) : null}
                onDelete={can.delete && !readOnly && group.deletable ? () => askDelete(group) : null}
              />
            )}
          </AdminRecord>
        ) : null}
      </AdminModal>
    </>
  );
}

function GroupDetail(props: { group: ServiceGroupDetail; onEdit: (() => void) | null; onDelete: (() => void) | null }) {
  const { t } = useLingui();
  const g = props.group;
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        <RecordField label={t`Name`} value={g.name} />
        <RecordField label={t`Status`} value={g.active ? t`Active` : t`Inactive`} />
        <RecordField label={t`Display index`} value={String(g.displayIndex)} />
        <RecordField label={t`Services`} value={String(g.services)} />
      </SimpleGrid>
      {!g.deletable ? (
        <Text size="sm" c="dimmed">
          {t`It holds services: move or delete them before deleting the group.`}
        </Text>
      ) : null}
      <RecordActions onEdit={props.onEdit} onDelete={props.onDelete} />
    </Stack>
  );
}
