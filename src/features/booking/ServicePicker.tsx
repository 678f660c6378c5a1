/**
 * "All services": the branch's two-level service tree (groups → services with price and
 * duration) with a search box and a refresh from the server. Picking a service adds a line
 * to the guest it was opened for; the picker stays open so several can be added in a row.
 */
import { useState } from 'react';
import { Button, Group, Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { WindowModal } from '../../components/WindowModal';
import { RefreshIcon } from '../../components/icons';
import { useWindowVisible } from '../../components/window-visibility';
import type { ServiceGroupNode, ServiceLeaf } from '../../domain/booking/reads';
import { formatMoney } from '../../components/locale-format';
import { filterServiceTree } from './service-tree-filter';
import type { PackageRow } from '../../domain/catalogue/package-contract';
import { PackageChoices } from './PackageChoices';

/** The spec's grid height. */
const TREE_HEIGHT = 600;

export function ServicePicker(props: {
  opened: boolean;
  guestLabel: string;
  /** Undefined while reading the stored tree, null when none is stored here. */
  groups: ServiceGroupNode[] | null | undefined;
  online: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  onPick: (service: ServiceLeaf) => void;
  /** The branch's packages bookable at the booking's start: picking one adds its services at the package price. */
  packages: readonly PackageRow[];
  onPickPackage: (pkg: PackageRow) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const parentVisible = useWindowVisible();
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<string | null>(null);
  const searching = query.trim().length > 0;
  const groups = props.groups ? filterServiceTree(props.groups, query) : [];
  const guestLabel = props.guestLabel;

  const minutesLabel = (minutes: number) => t`${minutes} min`;

  function toggle(groupId: string) {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(groupId)) next.delete(groupId);
      else next.add(groupId);
      return next;
    });
  }

  function body() {
    if (props.groups === undefined || (props.groups === null && props.refreshing)) {
      return <Loader size="sm" aria-label={t`Loading services…`} />;
    }
    if (props.groups === null) {
      return (
        <Text size="sm" c="dimmed">
          {props.online ? t`The service list has not been loaded yet.` : t`The service list is not saved on this tablet. Connect to load it.`}
        </Text>
      );
    }
    if (groups.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          {t`No services found.`}
        </Text>
      );
    }
    return groups.map((group) => {
      // A search shows every match, whatever was folded before.
      const open = searching || !collapsed.has(group.id);
      const listId = `service-group-${group.id}`;
      return (
        <Stack key={group.id} gap={2}>
          <UnstyledButton
            onClick={() => toggle(group.id)}
            aria-expanded={open}
            aria-controls={listId}
            py={4}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Text fw={600} size="sm">
              <span aria-hidden="true">{open ? '▾' : '▸'}</span> {group.name} ({group.children.length})
            </Text>
          </UnstyledButton>
          {open ? (
            <Stack gap={0} id={listId} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {group.children.map((service) => (
                <li key={service.id}>
                  <UnstyledButton
                    aria-label={service.name}
                    w="100%"
                    px="sm"
                    // A variant sits one step in, under its main service.
                    pl={service.parentId ? 'xl' : 'sm'}
                    py={6}
                    style={{ borderRadius: 4 }}
                    onClick={() => {
                      props.onPick(service);
                      setAdded(service.name);
                    }}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Text size="sm">{service.name}</Text>
                      <Group gap="md" wrap="nowrap">
                        <Text size="sm" c="dimmed">
                          {minutesLabel(service.duration)}
                        </Text>
                        <Text size="sm" fw={500} miw={70} ta="right">
                          {formatMoney(service.price)}
                        </Text>
                      </Group>
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          ) : null}
        </Stack>
      );
    });
  }

  return (
    <WindowModal
      opened={props.opened && parentVisible}
      title={t`All services for ${guestLabel}`}
      width={600}
      zIndex={300}
      closeOnEscape
      onClose={props.onClose}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t`Search services`}
            placeholder={t`Search services`}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            style={{ flex: 1 }}
            data-autofocus
          />
          <Button
            variant="default"
            leftSection={<RefreshIcon size={16} />}
            loading={props.refreshing}
            disabled={!props.online}
            onClick={props.onRefresh}
          >
            {t`Refresh`}
          </Button>
        </Group>
        <Text size="sm" c="teal" aria-live="polite" mih={20}>
          {added ? t`${added} added.` : ''}
        </Text>
        <ScrollArea h={TREE_HEIGHT} type="auto" offsetScrollbars>
          <Stack gap="sm">
            <PackageChoices
              packages={props.packages}
              query={query}
              onPick={(pkg) => {
                props.onPickPackage(pkg);
                setAdded(pkg.content);
              }}
            />
            {body()}
          </Stack>
        </ScrollArea>
      </Stack>
    </WindowModal>
  );
}
