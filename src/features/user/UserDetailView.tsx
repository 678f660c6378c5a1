/** A user's detail: who they are, how they are reached, where they work and what they may do, and what the signed-in user may do with them. */
import { Badge, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { NamedRef, UserDetail } from '../../domain/people/contract';
import { DEFAULT_PHONE_SETTING, formatPhone } from '../../domain/phone';
import { formatZonedDateTime } from '../../domain/time';
import { displayDateTime } from '../appointment/panels/display-format';
import { useShellSession } from '../shell/session-context';
import { RecordField } from '../admin/RecordField';

function Tags(props: { items: readonly NamedRef[] }) {
  return (
    <Group gap={4} wrap="wrap">
      {props.items.map((item) => (
        <Badge key={item.id} variant="light" color="gray" tt="none">
          {item.name}
        </Badge>
      ))}
    </Group>
  );
}

export type UserActions = { onEdit: (() => void) | null; onSetPassword: (() => void) | null; onChangeStatus: (() => void) | null };

export function UserDetailView(props: { user: UserDetail } & UserActions) {
  const { t } = useLingui();
  const { timeZone, session } = useShellSession();
  const { user } = props;
  const phone = session.branchConfig?.phone ?? DEFAULT_PHONE_SETTING;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <RecordField label={t`Username`} value={user.username} />
        <RecordField label={t`Full name`} value={user.fullName} />
        <RecordField label={t`First name`} value={user.firstName} />
        <RecordField label={t`Last name`} value={user.lastName} />
        <RecordField label={t`Email`} value={user.email} />
        <RecordField label={t`Phone`} value={user.phone ? formatPhone(user.phone, phone) : null} />
        <RecordField label={t`Status`} value={user.active ? t`Active` : t`Inactive`} />
        <RecordField label={t`Created`} value={displayDateTime(formatZonedDateTime(new Date(user.createdAt), timeZone))} />
        <RecordField label={t`Branches`} value={user.branches.length > 0 ? <Tags items={user.branches} /> : user.tenantAdmin ? t`Every branch` : null} />
        <RecordField label={t`Roles`} value={user.roles.length > 0 ? <Tags items={user.roles} /> : null} />
      </SimpleGrid>
      <Group gap="sm">
        {props.onEdit ? <Button variant="default" onClick={props.onEdit}>{t`Edit`}</Button> : null}
        {props.onSetPassword ? <Button variant="default" onClick={props.onSetPassword}>{t`Set password`}</Button> : null}
        {props.onChangeStatus ? (
          <Button variant="light" color={user.active ? 'red' : 'green'} onClick={props.onChangeStatus}>
            {user.active ? t`Deactivate` : t`Activate`}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
