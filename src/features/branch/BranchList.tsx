/**
 * The branches of the tenant (a branch admin sees theirs): 15 a page, search and sort; create
 * and deactivate for the tenant admin, edit by the right, detail and QR code for everyone who
 * sees the list. A branch made here joins the branch switcher at once.
 */
import { useState } from 'react';
import { Badge, Button, Group, Image, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { BRANCH_SORT, type BranchDetail, type BranchRowView } from '../../domain/branch/contract';
import { BranchRight } from '../../domain/branch/rights';
import { changeBranchStatus, fetchBranch, fetchBranches } from '../../data/branches';
import { loadSession } from '../../data/session';
import { adoptSession } from '../auth/session-gate';
import { useShellSession } from '../shell/session-context';
import { formatPhone, phoneSettingFromPattern } from '../../domain/phone';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { AdminRecord } from '../admin/AdminRecord';
import { hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { confirmThen, SavedKind } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights } from '../admin/module-rights';
import { BRANCH_FORM_ID, BranchForm } from './BranchForm';
import { BranchQrCode } from './BranchQrCode';
import { RecordActions } from '../admin/RecordActions';
import { RecordField } from '../admin/RecordField';

type Open = { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'detail'; id: string } | { kind: 'qr'; code: string; name: string };

export function BranchList() {
  const { t } = useLingui();
  const { session } = useShellSession();
  const router = useRouter();
  const list = useAdminList({ key: 'branch-list', fetch: fetchBranches, sortable: BRANCH_SORT });
  const [open, setOpen] = useState<Open | null>(null);
  const can = useModuleRights(BranchRight);
  // Creating and deactivating branches is the tenant admin's alone.
  const tenantAdmin = session.loadConfig?.canSelectTenant ?? false;
  const language = session.language?.language ?? 'en';

  const saved = async () => {
    setOpen(null);
    list.reload();
    // The switcher's branches and this branch's settings, as the server has them now.
    adoptSession(await loadSession());
    await router.invalidate();
  };
  const askStatus = (branch: Pick<BranchRowView, 'id' | 'name' | 'active'>) => {
    const name = branch.name;
    confirmThen({
      title: branch.active ? t`Deactivate ${name}?` : t`Activate ${name}?`,
      message: branch.active ? t`Nobody can work in a deactivated branch until it is activated again.` : t`The branch can be chosen in the branch switcher again.`,
      confirmLabel: branch.active ? t`Deactivate` : t`Activate`,
      danger: branch.active,
      act: () => changeBranchStatus(branch.id, !branch.active),
      kind: SavedKind.STATUS,
      onDone: () => void saved(),
    });
  };

  const columns: AdminColumn<BranchRowView>[] = [
    { accessor: 'code', title: t`Code`, render: (b) => <Text ff="monospace" fw={600} size="sm">{b.code}</Text> },
    { accessor: 'name', title: t`Name` },
    { accessor: 'address', title: t`Address`, visibleMediaQuery: hideOnPhone, render: (b) => b.address ?? '' },
    {
      accessor: 'opening',
      title: t`Opening`,
      render: (b) => <Badge color={b.opening ? 'teal' : 'orange'} variant="light">{b.opening ? t`Open` : t`Closed`}</Badge>,
    },
    {
      accessor: 'active',
      title: t`Status`,
      visibleMediaQuery: hideOnPhone,
      render: (b) => <Badge color={b.active ? 'green' : 'gray'} variant="light">{b.active ? t`Active` : t`Deactivated`}</Badge>,
    },
  ];

  return (
    <Stack gap="md">
      {can.create && tenantAdmin ? (
        <Group justify="flex-end">
          <Button onClick={() => setOpen({ kind: 'create' })} disabled={list.readOnly}>{t`Create branch`}</Button>
        </Group>
      ) : null}
      <AdminList
        list={list}
        label={t`Branches`}
        search={{ label: t`Search branches`, placeholder: t`Code, name, address or phone` }}
        columns={columns}
        emptyText={t`No branches found`}
        rowActions={(b) => (
          <RowActions
            name={b.name}
            readOnly={list.readOnly}
            onDetail={() => setOpen({ kind: 'detail', id: b.id })}
            onEdit={can.update ? () => setOpen({ kind: 'edit', id: b.id }) : null}
            status={can.delete && tenantAdmin ? { active: b.active, onChange: () => askStatus(b) } : null}
          >
            <Menu.Item onClick={() => setOpen({ kind: 'qr', code: b.code, name: b.name })}>{t`QR code`}</Menu.Item>
          </RowActions>
        )}
      />

      <AdminModal opened={open?.kind === 'create'} onClose={() => setOpen(null)} title={t`Create branch`} size={900} formId={BRANCH_FORM_ID}>
        {open?.kind === 'create' ? <BranchForm branch={null} language={language} onCancel={() => setOpen(null)} onSaved={() => void saved()} /> : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'edit'} onClose={() => setOpen(null)} title={t`Edit branch`} size={900} formId={BRANCH_FORM_ID}>
        {open?.kind === 'edit' ? (
          <AdminRecord module="branch" id={open.id} load={() => fetchBranch(open.id)} loadingLabel={t`Loading branch`}>
            {(branch) => <BranchForm branch={branch} language={language} onCancel={() => setOpen(null)} onSaved={() => void saved()} />}
          </AdminRecord>
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'detail'} onClose={() => setOpen(null)} title={t`Branch detail`} size={700}>
        {open?.kind === 'detail' ? (
          <AdminRecord module="branch" id={open.id} load={() => fetchBranch(open.id)} loadingLabel={t`Loading branch`}>
            {(branch, readOnly) => (
              <BranchDetailView
                branch={branch}
                onEdit={can.update && !readOnly ? () => setOpen({ kind: 'edit', id: branch.id }) : null}
                onQr={() => setOpen({ kind: 'qr', code: branch.code, name: branch.name })}
              />
            )}
          </AdminRecord>
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'qr'} onClose={() => setOpen(null)} title={t`QR code`} size={600}>
        {open?.kind === 'qr' ? <BranchQrCode code={open.code} name={open.name} /> : null}
      </AdminModal>
    </Stack>
  );
}

function BranchDetailView(props: { branch: BranchDetail; onEdit: (() => void) | null; onQr: () => void }) {
  const { t } = useLingui();
  const { branch } = props;
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        {branch.image ? <Image src={branch.image} alt={branch.name} w={160} h={160} radius="md" fit="cover" /> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" style={{ flex: 1, minWidth: 240 }}>
          <RecordField label={t`Code`} value={branch.code} />
          <RecordField label={t`Name`} value={branch.name} />
          <RecordField label={t`Address`} value={branch.address} />
          <RecordField label={t`Phone`} value={branch.phone ? formatPhone(branch.phone, phoneSettingFromPattern(branch.phoneFormat)) : null} />
          <RecordField label={t`Email`} value={branch.email} />
          <RecordField label={t`Area code`} value={branch.areaCode} />
          <RecordField label={t`Tax code`} value={branch.taxCode} />
          <RecordField label={t`Time zone`} value={branch.timeZone} />
          <RecordField label={t`Money symbol`} value={branch.moneySymbol} />
          <RecordField label={t`Phone format`} value={branch.phoneFormat} />
          <RecordField label={t`Opening`} value={branch.opening ? t`Open` : t`Closed`} />
          <RecordField label={t`Status`} value={branch.active ? t`Active` : t`Deactivated`} />
        </SimpleGrid>
      </Group>
      {branch.opening ? null : <RecordField label={t`Message while closed`} value={branch.closedMessage} />}
      <RecordField label={t`Description`} value={branch.description} />
      <RecordActions onEdit={props.onEdit} onDelete={null}>
        <Button variant="default" onClick={props.onQr}>{t`QR code`}</Button>
      </RecordActions>
    </Stack>
  );
}
