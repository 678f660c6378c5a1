/**
 * The business's users (spec part 2 §2 "user list, form, detail and update password") on the
 * back-office kit: search, 15 per page, sorting; create, edit, set a password, activate or
 * deactivate, each with its right and only for the users the signed-in user may manage (a
 * branch admin: those of their branches holding nothing above them). Offline, the tablet's
 * last copy, read-only.
 */
import { useState } from 'react';
import { Badge, Button, Group, Loader, Menu, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { USER_SORT, type UserDetail, type UserRow } from '../../domain/people/contract';
import { UserRight } from '../../domain/people/rights';
import { changeUserStatus, fetchUser, fetchUserFormOptions, fetchUsers } from '../../data/people';
import { PageShell } from '../../components/PageShell';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { AdminRecord } from '../admin/AdminRecord';
import { hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { confirmThen, SavedKind } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights, type ModuleCan } from '../admin/module-rights';
import { useReadWithCopy } from '../admin/use-read-with-copy';
import { CopyNotice } from '../admin/CopyNotice';
import { SET_PASSWORD_FORM_ID, SetPasswordForm } from './SetPasswordForm';
import { UserDetailView, type UserActions } from './UserDetailView';
import { USER_FORM_ID, UserForm } from './UserForm';

type Open = { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'detail'; id: string } | { kind: 'password'; user: Pick<UserRow, 'id' | 'fullName'> };

type Reachable = Pick<UserRow, 'id' | 'fullName' | 'active' | 'manageable' | 'self'>;

/** What the signed-in user may do with one user: each action needs its right, a user they manage, and a connection. */
function actionsFor(user: Reachable, can: ModuleCan, readOnly: boolean, open: (next: Open) => void, changeStatus: (user: Reachable) => void): UserActions {
  const mine = user.manageable && !readOnly;
  return {
    onEdit: can.update && mine ? () => open({ kind: 'edit', id: user.id }) : null,
    onSetPassword: can.update && mine && !user.self ? () => open({ kind: 'password', user }) : null,
    onChangeStatus: can.delete && mine && !user.self ? () => changeStatus(user) : null,
  };
}

export function UserPage() {
  const { t } = useLingui();
  const list = useAdminList({ key: 'user-list', fetch: fetchUsers, sortable: USER_SORT });
  const [open, setOpen] = useState<Open | null>(null);
  const [version, setVersion] = useState(0);
  const can = useModuleRights(UserRight);
  const formOpen = open?.kind === 'create' || open?.kind === 'edit';
  const options = useReadWithCopy(formOpen ? { key: 'user-form-options', load: fetchUserFormOptions } : null);

  const saved = () => {
    setOpen(null);
    setVersion((v) => v + 1);
    list.reload();
  };

  const changeStatus = (user: Reachable) => {
    const name = user.fullName;
    const active = !user.active;
    confirmThen({
      title: active ? t`Activate ${name}?` : t`Deactivate ${name}?`,
      message: active ? t`They can sign in again.` : t`They are signed out everywhere and can no longer sign in; what they did stays.`,
      confirmLabel: active ? t`Activate` : t`Deactivate`,
      danger: !active,
      act: () => changeUserStatus({ id: user.id, active }),
      kind: SavedKind.STATUS,
      onDone: saved,
    });
  };

  const names = (items: readonly { name: string }[]) => items.map((i) => i.name).join(', ');
  const columns: AdminColumn<UserRow>[] = [
    { accessor: 'username', title: t`Username`, render: (u) => <Text size="sm" fw={600}>{u.username}</Text> },
    { accessor: 'fullName', title: t`Full name` },
    { accessor: 'email', title: t`Email`, visibleMediaQuery: hideOnPhone },
    { accessor: 'branches', title: t`Branches`, visibleMediaQuery: hideOnPhone, render: (u) => (u.branches.length === 0 && u.tenantAdmin ? t`Every branch` : names(u.branches)) },
    { accessor: 'roles', title: t`Roles`, render: (u) => names(u.roles) },
    {
      accessor: 'active',
      title: t`Status`,
      visibleMediaQuery: hideOnPhone,
      render: (u) => (
        <Badge color={u.active ? 'green' : 'gray'} variant="light">
          {u.active ? t`Active` : t`Inactive`}
        </Badge>
      ),
    },
  ];

  const formWindow = (user: UserDetail | null) => {
    const loaded = options.read.status === 'ready' ? options.read.fetched : null;
    if (!loaded) {
      return options.read.status === 'offline' || options.read.status === 'failed' ? (
        <CopyNotice online={options.online} copySavedAt={null} missing onRetry={options.retry} />
      ) : (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label={t`Loading the form`} />
        </Group>
      );
    }
    return (
      <UserForm
        user={user}
        options={loaded.data}
        canChangeStatus={can.delete && !(user?.self ?? false)}
        onCancel={() => setOpen(null)}
        onSaved={saved}
      />
    );
  };

  return (
    <PageShell title={t`Users`} actions={can.create ? <Button onClick={() => setOpen({ kind: 'create' })} disabled={list.readOnly}>{t`Create user`}</Button> : null}>
      <AdminList
        list={list}
        label={t`Users`}
        search={{ label: t`Search users`, placeholder: t`Name, username, email or phone` }}
        columns={columns}
        emptyText={t`No users found`}
        rowActions={(user) => {
          const actions = actionsFor(user, can, list.readOnly, setOpen, changeStatus);
          return (
            <RowActions
              name={user.username}
              readOnly={list.readOnly}
              onDetail={() => setOpen({ kind: 'detail', id: user.id })}
              onEdit={actions.onEdit}
              status={actions.onChangeStatus ? { active: user.active, onChange: actions.onChangeStatus } : null}
            >
              {actions.onSetPassword ? <Menu.Item onClick={actions.onSetPassword}>{t`Set password`}</Menu.Item> : null}
            </RowActions>
          );
        }}
      />

      <AdminModal opened={open?.kind === 'create'} onClose={() => setOpen(null)} title={t`Create user`} size={900} formId={USER_FORM_ID}>
        {open?.kind === 'create' ? formWindow(null) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'edit'} onClose={() => setOpen(null)} title={t`Edit user`} size={900} formId={USER_FORM_ID}>
        {open?.kind === 'edit' ? (
          <AdminRecord module="user" id={open.id} load={() => fetchUser(open.id)} loadingLabel={t`Loading user`}>
            {(user) => formWindow(user)}
          </AdminRecord>
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'detail'} onClose={() => setOpen(null)} title={t`User detail`} size={700}>
        {open?.kind === 'detail' ? (
          <AdminRecord module="user" id={open.id} load={() => fetchUser(open.id)} loadingLabel={t`Loading user`} version={version}>
            {(user, readOnly) => <UserDetailView user={user} {...actionsFor(user, can, readOnly, setOpen, changeStatus)} />}
          </AdminRecord>
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'password'} onClose={() => setOpen(null)} title={t`Set password`} size={600} formId={SET_PASSWORD_FORM_ID}>
        {open?.kind === 'password' ? <SetPasswordForm user={open.user} onCancel={() => setOpen(null)} onSaved={() => setOpen(null)} /> : null}
      </AdminModal>
    </PageShell>
  );
}
