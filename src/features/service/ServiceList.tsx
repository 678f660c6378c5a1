/**
 * The branch's services on the back-office kit: search, a group filter, 15 per page in the
 * picker's order unless sorted otherwise, create, edit, detail, activate or deactivate and
 * delete with their rights; offline the tablet's last copy, read-only.
 */
import { useState } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ServiceRight } from '../../domain/catalogue/rights';
import { SERVICE_SORT, type ServiceRow } from '../../domain/catalogue/service-contract';
import { formatMoney } from '../../components/locale-format';
import { deleteService, fetchService, fetchServices, updateService } from '../../data/services';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { AdminRecord } from '../admin/AdminRecord';
import { hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { confirmDelete } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights } from '../admin/module-rights';
import { SERVICE_FORM_ID, ServiceForm } from './ServiceForm';
import { ServiceDetailView } from './ServiceDetailView';
import { useDisplayOrder } from './use-display-order';
import { ActiveBadge, confirmStatusChange } from './StatusControls';

type Open = { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'detail'; id: string };

export function ServiceList(props: { branchId: string; moneySymbol: string }) {
  const { t } = useLingui();
  const { branchId } = props;
  const [groupId, setGroupId] = useState<string | null>(null);
  const list = useAdminList({
    key: `service-list|${branchId}|${groupId ?? ''}`,
    fetch: (request) => fetchServices(branchId, groupId, request),
    sortable: SERVICE_SORT,
  });
  const order = useDisplayOrder(branchId);
  const groups = order.groups ?? [];
  const [open, setOpen] = useState<Open | null>(null);
  const can = useModuleRights(ServiceRight);
  const close = () => setOpen(null);
  const changed = () => {
    close();
    list.reload();
    order.reload();
  };

  const askDelete = (service: Pick<ServiceRow, 'id' | 'code'>) => {
    const code = service.code;
    confirmDelete({
      title: t`Delete service ${code}?`,
      message: t`It is removed for good, with the list of technicians who perform it. A service already booked cannot be deleted: deactivate it instead.`,
      remove: () => deleteService(branchId, service.id),
      onDeleted: changed,
    });
  };

  const changeStatus = (s: ServiceRow) => {
    const active = !s.active;
    confirmStatusChange({
      name: s.name,
      active,
      message: active ? t`It is offered again for new bookings.` : t`It is no longer offered for new bookings; the bookings that have it keep it.`,
      act: () =>
        updateService(branchId, {
          id: s.id, code: s.code, name: s.name, groupId: s.groupId, parentId: s.parentId, price: s.price, duration: s.duration, cleaning: s.cleaning,
          numberTechnician: s.numberTechnician, couple: s.couple, type: s.type, active,
        }),
      onDone: changed,
    });
  };

  const columns: AdminColumn<ServiceRow>[] = [
    { accessor: 'code', title: t`Code`, render: (s) => <Text ff="monospace" fw={600} size="sm">{s.code}</Text> },
    {
      accessor: 'name',
      title: t`Name`,
      render: (s) => (s.parentId ? <Text size="sm">{`↳ ${s.name}`}</Text> : s.name),
    },
    { accessor: 'group', title: t`Group`, visibleMediaQuery: hideOnPhone, render: (s) => s.groupName },
    { accessor: 'price', title: t`Price`, textAlign: 'right', render: (s) => formatMoney(s.price, props.moneySymbol) },
    {
      accessor: 'duration',
      title: t`Duration`,
      textAlign: 'right',
      visibleMediaQuery: hideOnPhone,
      render: (s) => {
        const minutes = s.duration;
        return t`${minutes} min`;
      },
    },
    { accessor: 'numberTechnician', title: t`Employees`, textAlign: 'right', visibleMediaQuery: hideOnPhone },
    {
      accessor: 'active',
      title: t`Status`,
      visibleMediaQuery: hideOnPhone,
      render: (s) => <ActiveBadge active={s.active} />,
    },
  ];

  const form = (service: Parameters<typeof ServiceForm>[0]['service']) => (
    <ServiceForm service={service} branchId={branchId} groups={groups} groupId={groupId} moneySymbol={props.moneySymbol} onCancel={close} onSaved={changed} />
  );

  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={t`Group`}
          placeholder={t`All groups`}
          data={groups.map((g) => ({ value: g.id, label: g.name }))}
          value={groupId}
          onChange={setGroupId}
          clearable
          maw={320}
        />
        {can.create ? (
          <Button onClick={() => setOpen({ kind: 'create' })} disabled={list.readOnly || groups.length === 0} title={groups.length === 0 ? t`Create a service group first` : undefined}>
            {t`Create service`}
          </Button>
        ) : null}
      </Group>
      <AdminList
        list={list}
        label={t`Services`}
        search={{ label: t`Search services`, placeholder: t`Code, name or group` }}
        columns={columns}
        emptyText={t`No services found`}
        rowActions={(s) => (
          <RowActions
            name={s.code}
            readOnly={list.readOnly}
            onDetail={() => setOpen({ kind: 'detail', id: s.id })}
            onEdit={can.update ? () => setOpen({ kind: 'edit', id: s.id }) : null}
            status={can.update ? { active: s.active, onChange: () => changeStatus(s) } : null}
            onDelete={can.delete ? () => askDelete(s) : null}
          />
        )}
      />

      <AdminModal opened={open?.kind === 'create'} onClose={close} title={t`Create service`} size={800} formId={SERVICE_FORM_ID}>
        {open?.kind === 'create' ? form(null) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'edit'} onClose={close} title={t`Edit service`} size={800} formId={SERVICE_FORM_ID}>
        {open?.kind === 'edit' ? (
          <AdminRecord module="service" id={open.id} load={() => fetchService(open.id)} loadingLabel={t`Loading service`}>
            {(service) => form(service)}
          </AdminRecord>
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'detail'} onClose={close} title={t`Service detail`} size={700}>
        {open?.kind === 'detail' ? (
          <AdminRecord module="service" id={open.id} load={() => fetchService(open.id)} loadingLabel={t`Loading service`}>
            {(service, readOnly) => (
              <ServiceDetailView
                service={service}
                moneySymbol={props.moneySymbol}
                onEdit={can.update && !readOnly ? () => setOpen({ kind: 'edit', id: service.id }) : null}
                onDelete={can.delete && !readOnly && service.deletable ? () => askDelete(service) : null}
              />
            )}
          </AdminRecord>
        ) : null}
      </AdminModal>
    </>
  );
}
