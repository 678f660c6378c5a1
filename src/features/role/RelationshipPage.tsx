/**
 * Users added to roles (spec part 2 §2 "user role assignment", /relationship): pick a role, see
 * who holds it, add users or take them off. Only the users the signed-in user manages and the
 * roles they may give can change (the same rules as the user form's roles, which reads the same
 * rows); the business keeps its last active administrator. Offline, the last copy, read-only.
 */
import { useState } from 'react';
import { Badge, Button, Group, Loader, MultiSelect, Select, Stack, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { RoleUsers } from '../../domain/people/role-contract';
import { UserMappingRight } from '../../domain/people/rights';
import { addRoleUsers, fetchMappingRoles, fetchRoleUsers, removeRoleUsers } from '../../data/roles';
import { PageShell } from '../../components/PageShell';
import { CopyNotice } from '../admin/CopyNotice';
import { confirmThen, notifySaved, SavedKind } from '../admin/admin-feedback';
import { useModuleRights } from '../admin/module-rights';
import { useReadWithCopy } from '../admin/use-read-with-copy';
import { notifyError } from '../feedback/notify';

export function RelationshipPage() {
  const { t } = useLingui();
  const can = useModuleRights(UserMappingRight);
  const roles = useReadWithCopy({
    key: 'relationship-roles',
    load: fetchMappingRoles,
  });
  const [roleId, setRoleId] = useState<string | null>(null);
  const users = useReadWithCopy(roleId ? { key: `relationship|${roleId}`, load: () => fetchRoleUsers(roleId) } : null);
  const roleList = roles.read.status === 'ready' ? roles.read.fetched.data : [];

  return (
    <PageShell title={t`Users in roles`}>
      <Stack gap="md" maw={900}>
        {roles.read.status === 'offline' || roles.read.status === 'failed' ? <CopyNotice online={roles.online} copySavedAt={null} missing onRetry={roles.retry} /> : null}
        <Select
          label={t`Role`}
          placeholder={t`Pick a role`}
          data={roleList.map((r) => ({
            value: r.id,
            label: `${r.name} (${r.code})`,
          }))}
          value={roleId}
          onChange={setRoleId}
          searchable
          nothingFoundMessage={t`No role matches`}
          size="md"
          maw={420}
        />
        {roleId === null ? null : users.read.status === 'ready' ? (
          <RoleUsersPanel
            mapping={users.read.fetched.data}
            copySavedAt={users.read.fetched.copySavedAt}
            online={users.online}
            can={{ add: can.create, remove: can.delete }}
            onChanged={users.retry}
          />
        ) : users.read.status === 'offline' || users.read.status === 'failed' ? (
          <CopyNotice online={users.online} copySavedAt={null} missing onRetry={users.retry} />
        ) : (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={t`Loading the role's users`} />
          </Group>
        )}
      </Stack>
    </PageShell>
  );
}

function RoleUsersPanel(props: { mapping: RoleUsers; copySavedAt: number | null; online: boolean; can: { add: boolean; remove: boolean }; onChanged: () => void }) {
  const { t } = useLingui();
  const { mapping } = props;
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const readOnly = props.copySavedAt !== null || !props.online;
  const roleName = mapping.role.name;

  const add = () => {
    setBusy(true);
    addRoleUsers({ roleId: mapping.role.id, userIds: picked })
      .then(
        () => {
          notifySaved(SavedKind.UPDATE);
          setPicked([]);
          props.onChanged();
        },
        (error: unknown) => notifyError(error, { title: t`Warning` }),
      )
      .finally(() => setBusy(false));
  };
  const remove = (user: RoleUsers['users'][number]) => {
    const name = user.name;
    confirmThen({
      title: t`Take ${name} off ${roleName}?`,
      message: t`They lose what this role allows at their next request; their other roles stay.`,
      confirmLabel: t`Take off`,
      danger: true,
      act: () => removeRoleUsers({ roleId: mapping.role.id, userIds: [user.id] }),
      kind: SavedKind.UPDATE,
      onDone: props.onChanged,
    });
  };

  return (
    <Stack gap="md">
      <CopyNotice online={props.online} copySavedAt={props.copySavedAt} missing={false} onRetry={props.onChanged} />
      {props.can.add && mapping.role.grantable ? (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <MultiSelect
            label={t`Add users`}
            placeholder={t`Pick users`}
            data={mapping.candidates.map((u) => ({
              value: u.id,
              label: `${u.name} (${u.username})`,
            }))}
            value={picked}
            onChange={setPicked}
            searchable
            hidePickedOptions
            nothingFoundMessage={t`No user to add`}
            size="md"
            style={{ flex: '1 1 240px' }}
            disabled={readOnly}
          />
          <Button size="md" onClick={add} disabled={readOnly || picked.length === 0} loading={busy}>
            {t`Add to role`}
          </Button>
        </Group>
      ) : null}
      <Table.ScrollContainer minWidth={320}>
        <Table striped aria-label={t`Users holding ${roleName}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Full name`}</Table.Th>
              <Table.Th>{t`Username`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mapping.users.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text size="sm" c="dimmed">{t`Nobody holds this role yet.`}</Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              mapping.users.map((user) => {
                const userName = user.name;
                return (
                  <Table.Tr key={user.id}>
                    <Table.Td>{user.name}</Table.Td>
                    <Table.Td>{user.username}</Table.Td>
                    <Table.Td>
                      <Badge color={user.active ? 'green' : 'gray'} variant="light">
                        {user.active ? t`Active` : t`Inactive`}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {props.can.remove && user.manageable ? (
                        <Button size="compact-sm" variant="subtle" color="red" disabled={readOnly} onClick={() => remove(user)} aria-label={t`Take ${userName} off the role`}>
                          {t`Take off`}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
