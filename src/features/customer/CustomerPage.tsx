/**
 * The current branch's customers (spec part 2 §2 /customer, issue 14) on the back-office kit:
 * search by name, phone or code, filters, 15 per page, sorting, the CSV of every matching row;
 * create, edit and delete each with its right, the record always. A customer belongs to the
 * branch that made them, as the booking form's search has it, so the list is per branch.
 * Offline, the tablet's last copy, read-only.
 */
import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { CUSTOMER_SORT, NO_CUSTOMER_FILTERS, type CustomerAdminDetail, type CustomerFilters as Filters, type CustomerRow } from '../../domain/people/customer-contract';
import { CustomerRight } from '../../domain/people/rights';
import { DEFAULT_PHONE_SETTING, formatPhone } from '../../domain/phone';
import { customerExportUrl, deleteCustomer, fetchCustomer, fetchCustomerFormOptions, fetchCustomers } from '../../data/customers';
import { PageShell } from '../../components/PageShell';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { displayDate } from '../appointment/panels/display-format';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { AdminRecord } from '../admin/AdminRecord';
import { hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { confirmDelete } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights } from '../admin/module-rights';
import { useReadWithCopy } from '../admin/use-read-with-copy';
import { CUSTOMER_FORM_ID, CustomerForm } from './CustomerForm';
import { CustomerDetailView } from './CustomerDetailView';
import { CustomerFilters } from './CustomerFilters';
import { MergeCustomersButton } from './merge/MergeCustomersButton';
import { useLevelLabels } from './customer-labels';

type Open = { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'detail'; id: string };

const filterKey = (f: Filters) => [f.level ?? '', f.blocked ?? '', f.active ?? '', f.technicianId ?? '', f.birthdayThisMonth].join(',');

export function CustomerPage() {
  const { t } = useLingui();
  const { auth, session } = useShellSession();
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const [filters, setFilters] = useState<Filters>(NO_CUSTOMER_FILTERS);
  const list = useAdminList({
    key: branchId ? `customer-list|${branchId}|${filterKey(filters)}` : null,
    fetch: (request) => fetchCustomers(branchId ?? '', filters, request),
    sortable: CUSTOMER_SORT,
  });
  const [open, setOpen] = useState<Open | null>(null);
  const [version, setVersion] = useState(0);
  const can = useModuleRights(CustomerRight);
  const levelLabel = useLevelLabels();
  const options = useReadWithCopy(branchId ? { key: `customer-form-options|${branchId}`, load: () => fetchCustomerFormOptions(branchId) } : null);
  const technicians = options.read.status === 'ready' ? options.read.fetched.data.technicians : [];
  const phone = session.branchConfig?.phone ?? DEFAULT_PHONE_SETTING;
  const moneySymbol = session.branchConfig?.moneySymbol ?? '$';

  if (!branchId) return <NoBranchNotice />;

  const saved = () => {
    setOpen(null);
    setVersion((v) => v + 1);
    list.reload();
  };
  // The duplicate is gone from the list and the kept one's record gains its bookings and bills.
  const merged = () => {
    setVersion((v) => v + 1);
    list.reload();
  };
  const askDelete = (customer: Pick<CustomerRow, 'id' | 'name'>) => {
    const name = customer.name;
    confirmDelete({
      title: t`Delete customer ${name}?`,
      message: t`A customer who booked or paid cannot be deleted: deactivate them instead.`,
      remove: () => deleteCustomer(customer.id),
      onDeleted: () => {
        setOpen(null);
        list.reload();
      },
    });
  };
  const changeFilters = (next: Filters) => {
    setFilters(next);
    list.setPage(1);
  };

  const columns: AdminColumn<CustomerRow>[] = [
    {
      accessor: 'name',
      title: t`Name`,
      render: (c) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {c.name}
          </Text>
          {c.blocked ? (
            <Badge color="red" size="xs" variant="filled">
              {t`Blocked`}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { accessor: 'phone', title: t`Phone`, render: (c) => formatPhone(c.phone, phone) },
    { accessor: 'code', title: t`Code`, visibleMediaQuery: hideOnPhone },
    { accessor: 'email', title: t`Email`, visibleMediaQuery: hideOnPhone },
    { accessor: 'level', title: t`Level`, visibleMediaQuery: hideOnPhone, render: (c) => (c.level ? levelLabel(c.level) : '') },
    { accessor: 'mainTechnician', title: t`Main technician`, visibleMediaQuery: hideOnPhone, render: (c) => c.mainTechnician?.name ?? '' },
    { accessor: 'birthDay', title: t`Birthday`, visibleMediaQuery: hideOnPhone, render: (c) => (c.birthDay ? displayDate(c.birthDay) : '') },
    {
      accessor: 'active',
      title: t`Status`,
      visibleMediaQuery: hideOnPhone,
      render: (c) => (
        <Badge color={c.active ? 'green' : 'gray'} variant="light">
          {c.active ? t`Active` : t`Inactive`}
        </Badge>
      ),
    },
  ];

  // The technicians only fill the main technician's choices: the form does not wait for them.
  const formWindow = (customer: CustomerAdminDetail | null) => (
    <CustomerForm customer={customer} branchId={branchId} phone={phone} technicians={technicians} onCancel={() => setOpen(null)} onSaved={saved} />
  );

  const exportHref = customerExportUrl(branchId, filters, { query: list.query.trim(), sort: list.sort });
  const actions = (
    <Group gap="sm">
      {can.export ? (
        <Button component="a" href={exportHref} download variant="default" disabled={!list.online}>
          {t`Export CSV`}
        </Button>
      ) : null}
      {can.create ? (
        <Button onClick={() => setOpen({ kind: 'create' })} disabled={list.readOnly}>
          {t`Create customer`}
        </Button>
      ) : null}
    </Group>
  );

  return (
    <PageShell title={t`Customers`} actions={actions}>
      <CustomerFilters filters={filters} technicians={technicians} onChange={changeFilters} />
      <AdminList
        list={list}
        label={t`Customers`}
        search={{ label: t`Search customers`, placeholder: t`Name, phone or code` }}
        columns={columns}
        emptyText={t`No customers found`}
        rowActions={(customer) => (
          <RowActions
            name={customer.name}
            readOnly={list.readOnly}
            onDetail={() => setOpen({ kind: 'detail', id: customer.id })}
            onEdit={can.update ? () => setOpen({ kind: 'edit', id: customer.id }) : null}
            onDelete={can.delete ? () => askDelete(customer) : null}
          />
        )}
      />

      <AdminModal opened={open?.kind === 'create'} onClose={() => setOpen(null)} title={t`Create customer`} size={900} formId={CUSTOMER_FORM_ID}>
        {open?.kind === 'create' ? formWindow(null) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'edit'} onClose={() => setOpen(null)} title={t`Edit customer`} size={900} formId={CUSTOMER_FORM_ID}>
        {open?.kind === 'edit' ? (
          <AdminRecord module="customer" id={open.id} load={() => fetchCustomer(open.id)} loadingLabel={t`Loading customer`}>
            {(customer) => formWindow(customer)}
          </AdminRecord>
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'detail'} onClose={() => setOpen(null)} title={t`Customer detail`} size={900}>
        {open?.kind === 'detail' ? (
          <AdminRecord module="customer" id={open.id} load={() => fetchCustomer(open.id)} loadingLabel={t`Loading customer`} version={version}>
            {(customer, readOnly) => (
              <CustomerDetailView
                customer={customer}
                phone={phone}
                moneySymbol={moneySymbol}
                onEdit={can.update && !readOnly ? () => setOpen({ kind: 'edit', id: customer.id }) : null}
                onDelete={can.delete && !readOnly && customer.deletable ? () => askDelete(customer) : null}
                extraActions={
                  readOnly ? null : (
                    <MergeCustomersButton customer={{ id: customer.id, name: customer.name }} branchId={branchId} online={list.online} phone={phone} onMerged={merged} />
                  )
                }
              />
            )}
          </AdminRecord>
        ) : null}
      </AdminModal>
    </PageShell>
  );
}
