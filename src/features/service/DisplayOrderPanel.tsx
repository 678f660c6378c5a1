/**
 * The display order of the booking form's picker: the branch's groups, and the services of the
 * chosen group, each reordered by dragging. A move shows at once and is sent; refused ("Update
 * display index fail."), the list goes back to the order the server keeps.
 */
import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { moveItem, moveService, serviceTreeOrder } from '../../domain/catalogue/display-order';
import type { OrderGroup } from '../../domain/catalogue/service-contract';
import { reorderServiceGroups, reorderServices } from '../../data/services';
import { notifyError } from '../feedback/notify';
import { describeError } from '../i18n/error-messages';
import { CopyNotice } from '../admin/CopyNotice';
import { SortableList, type SortableItem } from './SortableList';
import { useDisplayOrder } from './use-display-order';

/** The order as shown: groups, each with its services in the picker's tree order. */
function shown(groups: readonly OrderGroup[]): OrderGroup[] {
  return groups.map((g) => ({ ...g, services: serviceTreeOrder(g.services) }));
}

export function DisplayOrderPanel(props: { branchId: string; canUpdate: boolean }) {
  const { t, i18n } = useLingui();
  const order = useDisplayOrder(props.branchId);
  // A move shown before the server has it: while it is on its way, then until the order read
  // again arrives (so the list does not jump back meanwhile); dropped at once when refused.
  const [pending, setPending] = useState<{ groups: OrderGroup[]; base: OrderGroup[] | null; sending: boolean } | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const showPending = pending !== null && (pending.sending || pending.base === order.groups);
  const groups = shown(showPending ? pending.groups : (order.groups ?? []));
  const group = groups.find((g) => g.id === chosen) ?? groups[0] ?? null;
  const disabled = !props.canUpdate || order.readOnly || (pending?.sending ?? false);
  const inactive = t`inactive`;

  const send = (next: OrderGroup[], call: () => Promise<unknown>) => {
    setPending({ groups: next, base: order.groups, sending: true });
    call().then(
      () => {
        setPending((p) => (p ? { ...p, sending: false } : null));
        order.reload();
      },
      (error: unknown) => {
        setPending(null);
        notifyError(error);
        order.reload();
      },
    );
  };

  const moveGroup = (activeId: string, overId: string) => {
    const ids = moveItem(
      groups.map((g) => g.id),
      activeId,
      overId,
    );
    if (!ids) return;
    send(
      ids.flatMap((id) => groups.filter((g) => g.id === id)),
      () => reorderServiceGroups(props.branchId, ids),
    );
  };

  const moveInGroup = (activeId: string, overId: string) => {
    if (!group) return;
    const ids = moveService(group.services, activeId, overId);
    if (!ids) return;
    const services = ids.flatMap((id) => group.services.filter((s) => s.id === id)).map((s, i) => ({ ...s, displayIndex: i + 1 }));
    send(
      groups.map((g) => (g.id === group.id ? { ...g, services } : g)),
      () => reorderServices(props.branchId, group.id, ids),
    );
  };

  if (order.read.status === 'failed' && !order.groups) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">{describeError(order.read.error, i18n)}</Text>
          <Button size="xs" variant="default" onClick={order.reload}>
            {t`Try again`}
          </Button>
        </Group>
      </Alert>
    );
  }

  const groupItems: SortableItem[] = groups.map((g) => {
    const count = g.services.length;
    return { id: g.id, label: g.name, detail: g.active ? t`${count} services` : `${t`${count} services`} · ${inactive}`, muted: !g.active };
  });
  const serviceItems: SortableItem[] = (group?.services ?? []).map((s) => ({
    id: s.id,
    label: s.name,
    detail: s.active ? s.code : `${s.code} · ${inactive}`,
    indent: s.parentId !== null && group?.services.some((m) => m.id === s.parentId),
    muted: !s.active,
  }));
  const groupName = group?.name ?? '';

  return (
    <Stack gap="md">
      <CopyNotice online={order.online} copySavedAt={order.copySavedAt} missing={order.read.status === 'offline'} onRetry={order.reload} />
      <Text size="sm" c="dimmed">
        {t`Drag the handles to set the order the booking form shows. A variant stays with its main service.`}
      </Text>
      {groups.length === 0 && order.groups ? <Text size="sm">{t`No service groups yet.`}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t`Service groups`}
          </Title>
          <SortableList label={t`Order of service groups`} items={groupItems} disabled={disabled} onMove={moveGroup} selectedId={group?.id ?? null} onSelect={setChosen} />
        </Stack>
        {group ? (
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t`Services of ${groupName}`}
            </Title>
            {serviceItems.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t`No services in this group yet.`}
              </Text>
            ) : (
              <SortableList key={group.id} label={t`Order of services in ${groupName}`} items={serviceItems} disabled={disabled} onMove={moveInGroup} />
            )}
          </Stack>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
