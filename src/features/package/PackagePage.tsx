/**
 * Packages of the current branch (spec part 2 §2 /package) on the back-office kit: search, a
 * status filter, 15 per page, create, edit, detail, enable or disable and delete with their
 * rights (a booked package cannot be deleted: disable it); offline the tablet's last copy.
 */
import { useState } from 'react';
import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { PackageRight } from '../../domain/catalogue/rights';
import { PACKAGE_STATUSES, PackageStatus } from '../../domain/catalogue/package';
import { PACKAGE_SORT, type PackageRow } from '../../domain/catalogue/package-contract';
import { formatMoney } from '../../components/locale-format';
import { PageShell } from '../../components/PageShell';
import { deletePackage, fetchPackage, fetchPackages, updatePackage } from '../../data/packages';
import { useOnline } from '../../data/use-online';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { AdminRecord } from '../admin/AdminRecord';
import { hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { confirmDelete, confirmThen, SavedKind } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights } from '../admin/module-rights';
import { useStoredServiceTree } from '../booking/use-stored-service-tree';
import { displayDateTime } from '../appointment/panels/display-format';
import { PACKAGE_FORM_ID, PackageForm } from './PackageForm';
import { PackageDetailView } from './PackageDetailView';

type Open = { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'detail'; id: string };

export function PackageStatusBadge(props: { status: PackageStatus }) {
  const { t } = useLingui();
  const enabled = props.status === PackageStatus.ENABLED;
  return (
    <Badge color={enabled ? 'green' : 'gray'} variant="light">
      {enabled ? t`Enabled` : t`Disabled`}
    </Badge>
  );
}

export function PackagePage() {
  const { auth } = useShellSession();
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  if (!branchId) return <NoBranchNotice />;
  return <PackageList branchId={branchId} />;
}

function PackageList(props: { branchId: string }) {
  const { t } = useLingui();
  const { session } = useShellSession();
  const { branchId } = props;
  const online = useOnline();
  const [status, setStatus] = useState<PackageStatus | null>(null);
  const list = useAdminList({
    key: `package-list|${branchId}|${status ?? ''}`,
    fetch: (request) => fetchPackages(branchId, status, request),
    sortable: PACKAGE_SORT,
  });
  const tree = useStoredServiceTree(branchId, online);
  const [open, setOpen] = useState<Open | null>(null);
  const moneySymbol = session.branchConfig?.moneySymbol ?? '$';
  const can = useModuleRights(PackageRight);
  const close = () => setOpen(null);
  const changed = () => {
    close();
    list.reload();
  };

  const askDelete = (pkg: Pick<PackageRow, 'id' | 'code'>) => {
    const code = pkg.code;
    confirmDelete({
      title: t`Delete package ${code}?`,
      message: t`It is removed for good. A package already booked cannot be deleted: disable it instead.`,
      remove: () => deletePackage(branchId, pkg.id),
      onDeleted: changed,
    });
  };

  const changeStatus = (p: PackageRow) => {
    const enable = p.status !== PackageStatus.ENABLED;
    const code = p.code;
    confirmThen({
      title: enable ? t`Enable ${code}?` : t`Disable ${code}?`,
      message: enable ? t`It is offered again for new bookings.` : t`It is no longer offered for new bookings; the bookings that have it keep it.`,
      confirmLabel: enable ? t`Enable` : t`Disable`,
      act: () =>
        updatePackage(branchId, {
          id: p.id, code: p.code, content: p.content, price: p.price, startTime: p.startTime, endTime: p.endTime,
          status: enable ? PackageStatus.ENABLED : PackageStatus.DISABLED, serviceIds: p.services.map((s) => s.id),
        }),
      kind: SavedKind.STATUS,
      onDone: changed,
    });
  };

  const columns: AdminColumn<PackageRow>[] = [
    { accessor: 'code', title: t`Code`, render: (p) => <Text ff="monospace" fw={600} size="sm">{p.code}</Text> },
    { accessor: 'content', title: t`Content` },
    { accessor: 'services', title: t`Services`, visibleMediaQuery: hideOnPhone, render: (p) => p.services.map((s) => s.name).join(', ') },
    { accessor: 'price', title: t`Price`, textAlign: 'right', render: (p) => formatMoney(p.price, moneySymbol) },
    { accessor: 'startTime', title: t`Start time`, visibleMediaQuery: hideOnPhone, render: (p) => displayDateTime(p.startTime) },
    { accessor: 'endTime', title: t`End time`, visibleMediaQuery: hideOnPhone, render: (p) => displayDateTime(p.endTime) },
    { accessor: 'status', title: t`Status`, width: 112, render: (p) => <PackageStatusBadge status={p.status} /> },
  ];

  const form = (pkg: Parameters<typeof PackageForm>[0]['pkg']) => (
    <PackageForm pkg={pkg} branchId={branchId} groups={tree.groups ?? []} moneySymbol={moneySymbol} onCancel={close} onSaved={changed} />
  );
  const statusLabel = (s: PackageStatus) => (s === PackageStatus.ENABLED ? t`Enabled` : t`Disabled`);

  return (
    <PageShell title={t`Packages`} actions={can.create ? <Button onClick={() => setOpen({ kind: 'create' })} disabled={list.readOnly}>{t`Create package`}</Button> : null}>
      <Group align="flex-end" wrap="wrap" gap="sm" mb="sm">
        <Select
          label={t`Status`}
          placeholder={t`All statuses`}
          data={PACKAGE_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          value={status}
          onChange={(value) => setStatus(PACKAGE_STATUSES.find((s) => s === value) ?? null)}
          clearable
          maw={240}
        />
      </Group>
      <AdminList
        list={list}
        label={t`Packages`}
        search={{ label: t`Search packages`, placeholder: t`Code or content` }}
        columns={columns}
        emptyText={t`No packages found`}
        rowActions={(p) => (
          <RowActions
            name={p.code}
            readOnly={list.readOnly}
            onDetail={() => setOpen({ kind: 'detail', id: p.id })}
            onEdit={can.update ? () => setOpen({ kind: 'edit', id: p.id }) : null}
            status={can.update ? { active: p.status === PackageStatus.ENABLED, onChange: () => changeStatus(p) } : null}
            onDelete={can.delete ? () => askDelete(p) : null}
          />
        )}
      />

      <AdminModal opened={open?.kind === 'create'} onClose={close} title={t`Create package`} size={800} formId={PACKAGE_FORM_ID}>
        {open?.kind === 'create' ? form(null) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'edit'} onClose={close} title={t`Edit package`} size={800} formId={PACKAGE_FORM_ID}>
        {open?.kind === 'edit' ? (
          <AdminRecord module="package" id={open.id} load={() => fetchPackage(open.id)} loadingLabel={t`Loading package`}>
            {(pkg) => form(pkg)}
          </AdminRecord>
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'detail'} onClose={close} title={t`Package detail`} size={700}>
        {open?.kind === 'detail' ? (
          <AdminRecord module="package" id={open.id} load={() => fetchPackage(open.id)} loadingLabel={t`Loading package`}>
            {(pkg, readOnly) => (
              <PackageDetailView
                pkg={pkg}
                moneySymbol={moneySymbol}
                onEdit={can.update && !readOnly ? () => setOpen({ kind: 'edit', id: pkg.id }) : null}
                onDelete={can.delete && !readOnly && pkg.deletable ? () => askDelete(pkg) : null}
              />
            )}
          </AdminRecord>
        ) : null}
      </AdminModal>
    </PageShell>
  );
}
