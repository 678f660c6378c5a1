/**
 * The business's roles (spec part 2 §2 "Roles and permissions edit") on the back-office kit:
 * code, name, type and how many users hold each; create, edit and delete with their rights,
 * the rights grid in the form and the detail. A branch admin sees a tenant admin's role but
 * does not change it. Offline, the tablet's last copy, read-only.
 */
import { useMemo, useState } from 'react';
import { Badge, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ROLE_SORT, type RoleDetail, type RoleRow } from '../../domain/people/role-contract';
import type { RoleEditor } from '../../domain/people/role-rights';
import { RoleRight } from '../../domain/people/rights';
import { deleteRole, fetchRole, fetchRoles } from '../../data/roles';
import { PageShell } from '../../components/PageShell';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { AdminRecord } from '../admin/AdminRecord';
import type { AdminColumn } from '../admin/AdminTable';
import { RecordActions } from '../admin/RecordActions';
import { RecordField } from '../admin/RecordField';
import { RowActions } from '../admin/RowActions';
import { confirmDelete } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights } from '../admin/module-rights';
import { useShellSession } from '../shell/session-context';
import { RightsGrid } from './RightsGrid';
import { ROLE_FORM_ID, RoleForm } from './RoleForm';
import { useRoleTypeLabel } from './role-type-label';

type Open = { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'detail'; id: string };

export function RolePage() {
  const { t } = useLingui();
  const typeLabel = useRoleTypeLabel();
  const { session, rights, rightsPM } = useShellSession();
  const tenantAdmin = session.loadConfig?.canSelectTenant ?? false;
  const editor = useMemo((): RoleEditor => ({ tenantAdmin, rights, rightsPM }), [tenantAdmin, rights, rightsPM]);
  const list = useAdminList({ key: 'role-list', fetch: fetchRoles, sortable: ROLE_SORT });
  const [open, setOpen] = useState<Open | null>(null);
  const can = useModuleRights(RoleRight);

  const saved = () => {
    setOpen(null);
    list.reload();
  };
  const askDelete = (role: Pick<RoleRow, 'id' | 'code'>) => {
    const code = role.code;
    confirmDelete({ title: t`Delete role ${code}?`, message: t`The role and its rights are removed for good.`, remove: () => deleteRole(role.id), onDeleted: saved });
  };
  const editOf = (role: Pick<RoleRow, 'id' | 'editable'>, readOnly: boolean) => (can.update && role.editable && !readOnly ? () => setOpen({ kind: 'edit', id: role.id }) : null);
  const deleteOf = (role: Pick<RoleRow, 'id' | 'code' | 'editable' | 'users'>, readOnly: boolean) =>
    can.delete && role.editable && role.users === 0 && !readOnly ? () => askDelete(role) : null;

  const columns: AdminColumn<RoleRow>[] = [
    { accessor: 'code', title: t`Code`, render: (r) => <Text ff="monospace" fw={600} size="sm">{r.code}</Text> },
    { accessor: 'name', title: t`Name` },
    { accessor: 'type', title: t`Type`, render: (r) => <Badge variant="light" color={r.type === 'TENANT_ADMIN' ? 'grape' : 'blue'}>{typeLabel(r.type)}</Badge> },
    { accessor: 'users', title: t`Users`, textAlign: 'right' },
  ];

  return (
    <PageShell title={t`Roles`} actions={can.create ? <Button onClick={() => setOpen({ kind: 'create' })} disabled={list.readOnly}>{t`Create role`}</Button> : null}>
      <AdminList
        list={list}
        label={t`Roles`}
        search={{ label: t`Search roles`, placeholder: t`Code or name` }}
        columns={columns}
        emptyText={t`No roles found`}
        rowActions={(role) => (
          <RowActions
            name={role.code}
            readOnly={list.readOnly}
            onDetail={() => setOpen({ kind: 'detail', id: role.id })}
            onEdit={editOf(role, false)}
            onDelete={deleteOf(role, false)}
          />
        )}
      />

      <AdminModal opened={open?.kind === 'create'} onClose={() => setOpen(null)} title={t`Create role`} size={1000} formId={ROLE_FORM_ID}>
        {open?.kind === 'create' ? <RoleForm role={null} editor={editor} onCancel={() => setOpen(null)} onSaved={saved} /> : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'edit'} onClose={() => setOpen(null)} title={t`Edit role`} size={1000} formId={ROLE_FORM_ID}>
        {open?.kind === 'edit' ? (
          <AdminRecord module="role" id={open.id} load={() => fetchRole(open.id)} loadingLabel={t`Loading role`}>
            {(role) => <RoleForm role={role} editor={editor} onCancel={() => setOpen(null)} onSaved={saved} />}
          </AdminRecord>
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'detail'} onClose={() => setOpen(null)} title={t`Role detail`} size={1000}>
        {open?.kind === 'detail' ? (
          <AdminRecord module="role" id={open.id} load={() => fetchRole(open.id)} loadingLabel={t`Loading role`}>
            {(role, readOnly) => <RoleDetailView role={role} editor={editor} onEdit={editOf(role, readOnly)} onDelete={deleteOf(role, readOnly)} />}
          </AdminRecord>
        ) : null}
      </AdminModal>
    </PageShell>
  );
}

function RoleDetailView(props: { role: RoleDetail; editor: RoleEditor; onEdit: (() => void) | null; onDelete: (() => void) | null }) {
  const { t } = useLingui();
  const typeLabel = useRoleTypeLabel();
  const { role } = props;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <RecordField label={t`Code`} value={role.code} />
        <RecordField label={t`Name`} value={role.name} />
        <RecordField label={t`Type`} value={typeLabel(role.type)} />
        <RecordField label={t`Users`} value={String(role.users)} />
      </SimpleGrid>
      <RecordActions onEdit={props.onEdit} onDelete={props.onDelete} />
      <RightsGrid settings={role.settings} initial={role.settings} editor={props.editor} readOnly />
    </Stack>
  );
}
