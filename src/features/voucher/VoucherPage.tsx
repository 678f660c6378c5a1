/**
 * Vouchers of the current branch and of every branch (spec part 2 §2 vouchers, issue 15) on the
 * back-office kit: search by code or content, filters, 15 per page, sorting; rows picked with a
 * checkbox export to CSV or print as a sheet ("Select at least 1 voucher to export" with none);
 * the record shows the bills that used it; each change offered only with its right; offline the
 * tablet's last copy, read-only.
 */
import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { VOUCHER_SORT, NO_VOUCHER_FILTERS, type VoucherFilters as Filters, type VoucherRow } from '../../domain/voucher/contract';
import { VoucherRight } from '../../domain/voucher/voucher-rights';
import { VOUCHER_CSV_FILE, voucherDiscountText, vouchersCsv } from '../../domain/voucher/voucher-csv';
import { formatMoney } from '../../components/locale-format';
import { deleteVoucher, fetchVoucher, fetchVoucherFormOptions, fetchVouchers } from '../../data/vouchers';
import { PageShell } from '../../components/PageShell';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { AdminRecord } from '../admin/AdminRecord';
import { hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { confirmDelete, notifyWarning } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights } from '../admin/module-rights';
import { useReadWithCopy } from '../admin/use-read-with-copy';
import { displayDate } from '../appointment/panels/display-format';
import { downloadText } from '../../components/download-text';
import { VoucherDetailView } from './VoucherDetailView';
import { VoucherFilters } from './VoucherFilters';
import { VOUCHER_FORM_ID, VoucherForm } from './VoucherForm';
import { VoucherSheetPrinter } from './VoucherSheetPrinter';
import { audienceLabels } from './voucher-labels';

type Open = { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'detail'; id: string };

const filterKey = (f: Filters) => [f.active ?? '', f.scope ?? '', f.audience ?? ''].join(',');

export function VoucherPage() {
  const { t, i18n } = useLingui();
  const { auth, session, branch } = useShellSession();
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const [filters, setFilters] = useState<Filters>(NO_VOUCHER_FILTERS);
  const list = useAdminList({
    key: branchId ? `voucher-list|${branchId}|${filterKey(filters)}` : null,
    fetch: (request) => fetchVouchers(branchId ?? '', filters, request),
    sortable: VOUCHER_SORT,
  });
  const [open, setOpen] = useState<Open | null>(null);
  const [selected, setSelected] = useState<VoucherRow[]>([]);
  const [printing, setPrinting] = useState<VoucherRow[] | null>(null);
  const can = useModuleRights(VoucherRight);
  const options = useReadWithCopy(branchId ? { key: `voucher-form-options|${branchId}`, load: () => fetchVoucherFormOptions(branchId) } : null);
  const services = options.read.status === 'ready' ? options.read.fetched.data.services : [];
  const packages = options.read.status === 'ready' ? (options.read.fetched.data.packages ?? []) : [];
  const moneySymbol = session.branchConfig?.moneySymbol ?? '$';

  if (!branchId) return <NoBranchNotice />;

  const reload = () => {
    setOpen(null);
    setSelected([]);
    list.reload();
  };
  const askDelete = (voucher: Pick<VoucherRow, 'id' | 'code'>) => {
    const code = voucher.code;
    confirmDelete({
      title: t`Delete voucher ${code}?`,
      message: t`A voucher a bill used cannot be deleted: deactivate it instead.`,
      remove: () => deleteVoucher(voucher.id),
      onDeleted: reload,
    });
  };
  /** The picked rows, or the spec's warning when there are none. */
  const picked = (): VoucherRow[] | null => {
    if (selected.length > 0) return selected;
    notifyWarning(t`Select at least 1 voucher to export`);
    return null;
  };
  const exportCsv = () => {
    const rows = picked();
    if (rows) downloadText(VOUCHER_CSV_FILE, vouchersCsv(rows), 'text/csv;charset=utf-8');
  };
  const print = () => setPrinting(picked());

  const columns: AdminColumn<VoucherRow>[] = [
    { accessor: 'code', title: t`Code`, render: (v) => <Text ff="monospace" fw={600} size="sm">{v.code}</Text> },
    { accessor: 'content', title: t`Content`, visibleMediaQuery: hideOnPhone },
    { accessor: 'discount', title: t`Discount`, textAlign: 'right', render: (v) => (v.discountType === 'PERCENT' ? voucherDiscountText(v) : formatMoney(v.value, moneySymbol)) },
    { accessor: 'audience', title: t`Type`, visibleMediaQuery: hideOnPhone, render: (v) => i18n._(audienceLabels[v.audience]) },
    { accessor: 'branchName', title: t`Branch`, visibleMediaQuery: hideOnPhone, render: (v) => v.branchName ?? t`All branches` },
    { accessor: 'endDate', title: t`End date`, visibleMediaQuery: hideOnPhone, render: (v) => (v.endDate ? displayDate(v.endDate) : '—') },
    {
      accessor: 'active',
      title: t`Status`,
      visibleMediaQuery: hideOnPhone,
      render: (v) => (
        <Badge color={v.active ? 'green' : 'gray'} variant="light">
          {v.active ? t`Active` : t`Inactive`}
        </Badge>
      ),
    },
  ];
  const count = selected.length;

  return (
    <PageShell
      title={t`Vouchers`}
      actions={
        <Group gap="sm" wrap="wrap">
          <Button variant="default" onClick={exportCsv}>{t`Export CSV`}</Button>
          <Button variant="default" onClick={print}>{t`Print`}</Button>
          {can.create ? <Button onClick={() => setOpen({ kind: 'create' })} disabled={list.readOnly}>{t`Create voucher`}</Button> : null}
        </Group>
      }
    >
      <VoucherFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setSelected([]);
        }}
      />
      {count > 0 ? <Text size="sm" role="status">{t`${count} selected`}</Text> : null}
      <AdminList
        list={list}
        label={t`Vouchers`}
        search={{ label: t`Search vouchers`, placeholder: t`Code or content` }}
        columns={columns}
        emptyText={t`No vouchers found`}
        selection={{ selected, onChange: setSelected, rowLabel: (v) => t`Select voucher ${v.code}`, allLabel: t`Select every voucher of this page` }}
        rowActions={(voucher) => (
          <RowActions
            name={voucher.code}
            readOnly={list.readOnly}
            onDetail={() => setOpen({ kind: 'detail', id: voucher.id })}
            onEdit={can.update ? () => setOpen({ kind: 'edit', id: voucher.id }) : null}
            onDelete={can.delete ? () => askDelete(voucher) : null}
          />
        )}
      />

      <AdminModal opened={open?.kind === 'create'} onClose={() => setOpen(null)} title={t`Create voucher`} size={900} formId={VOUCHER_FORM_ID}>
        {open?.kind === 'create' ? (
          <VoucherForm voucher={null} branchId={branchId} branchName={branch?.name ?? ''} services={services} packages={packages} moneySymbol={moneySymbol} onCancel={() => setOpen(null)} onSaved={reload} />
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'edit'} onClose={() => setOpen(null)} title={t`Edit voucher`} size={900} formId={VOUCHER_FORM_ID}>
        {open?.kind === 'edit' ? (
          <AdminRecord module="voucher" id={open.id} load={() => fetchVoucher(open.id)} loadingLabel={t`Loading voucher`}>
            {(voucher) => (
              <VoucherForm voucher={voucher} branchId={branchId} branchName={branch?.name ?? ''} services={services} packages={packages} moneySymbol={moneySymbol} onCancel={() => setOpen(null)} onSaved={reload} />
            )}
          </AdminRecord>
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'detail'} onClose={() => setOpen(null)} title={t`Voucher detail`} size={800}>
        {open?.kind === 'detail' ? (
          <AdminRecord module="voucher" id={open.id} load={() => fetchVoucher(open.id)} loadingLabel={t`Loading voucher`}>
            {(voucher, readOnly) => (
              <VoucherDetailView
                voucher={voucher}
                moneySymbol={moneySymbol}
                onEdit={can.update && !readOnly ? () => setOpen({ kind: 'edit', id: voucher.id }) : null}
                onDelete={can.delete && !readOnly && voucher.deletable ? () => askDelete(voucher) : null}
              />
            )}
          </AdminRecord>
        ) : null}
      </AdminModal>

      <VoucherSheetPrinter key={printing ? printing.map((v) => v.id).join() : 'none'} vouchers={printing} onDone={() => setPrinting(null)} />
    </PageShell>
  );
}
