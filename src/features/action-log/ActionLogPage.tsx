/**
 * The action log (System settings, SYSTEM_ACTION_LOG_ACCESS): who did what to which record and
 * when, newest first, 15 a page, filtered by the branch's days, user, entity type and action;
 * each entry's old and new values in words (the booking history's reading of edit info) and a
 * link to where its record is seen. The log lives on the server: offline the last page read
 * stays, read-only.
 */
import { useState } from 'react';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { LOG_ACTIONS, LOG_ENTITY_TYPES, ACTION_LOG_SORT, type ActionLogFilter, type ActionLogRow, type LogAction } from '../../domain/admin/action-log';
import { fetchActionLog } from '../../data/action-log';
import { useShellSession } from '../shell/session-context';
import { PageShell } from '../../components/PageShell';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { InAppLink } from '../admin/InAppLink';
import { useAdminList } from '../admin/use-admin-list';
import { BookingHistory } from '../appointment/panels/BookingHistory';
import { displayDateTime } from '../appointment/panels/display-format';
import { historyActionLabels } from '../appointment/panels/history-labels';
import { historyLines } from '../appointment/panels/history-lines';
import { HistoryActionTitle, HistoryLines } from '../appointment/panels/HistoryLines';
import { entityHref } from './entity-links';
import { entityTypeText } from './entity-labels';

const isLogAction = (value: string | null): value is LogAction => LOG_ACTIONS.some((a) => a === value);

export function ActionLogPage() {
  const { t, i18n } = useLingui();
  const { auth } = useShellSession();
  const [filter, setFilterState] = useState<ActionLogFilter>({});
  const [historyOf, setHistoryOf] = useState<ActionLogRow | null>(null);
  const list = useAdminList({
    key: `action-log|${auth.userId}|${JSON.stringify(filter)}`,
    fetch: (request) => fetchActionLog(filter, request),
    sortable: ACTION_LOG_SORT,
  });
  const actionText = (action: LogAction): string => {
    const label = historyActionLabels[action];
    return label ? i18n._(label) : action;
  };
  const setFilter = (next: ActionLogFilter) => {
    setFilterState((f) => ({ ...f, ...next }));
    list.setPage(1);
  };

  const columns: AdminColumn<ActionLogRow>[] = [
    { accessor: 'actionTime', title: t`Time`, noWrap: true, render: (r) => displayDateTime(r.actionTime) },
    { accessor: 'userFullName', title: t`User` },
    { accessor: 'action', title: t`Action`, render: (r) => <HistoryActionTitle action={r.action} /> },
    { accessor: 'entityType', title: t`Entity type`, visibleMediaQuery: hideOnPhone, render: (r) => entityTypeText(r.entityType, i18n) },
    { accessor: 'entityName', title: t`Record`, render: (r) => <EntityCell row={r} onHistory={() => setHistoryOf(r)} /> },
    { accessor: 'editInfo', title: t`Changes`, render: (r) => <HistoryLines lines={historyLines(r.editInfo)} moneySymbol="$" /> },
  ];

  return (
    <PageShell title={t`Action log`}>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          type="date"
          label={t`From date`}
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(e) => setFilter({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t`To date`}
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(e) => setFilter({ to: e.currentTarget.value || undefined })}
        />
        <Select
          label={t`Entity type`}
          placeholder={t`All`}
          clearable
          data={LOG_ENTITY_TYPES.map((type) => ({ value: type, label: entityTypeText(type, i18n) }))}
          value={filter.entityType ?? null}
          onChange={(value) => setFilter({ entityType: value ?? undefined })}
        />
        <Select
          label={t`Action`}
          placeholder={t`All`}
          clearable
          data={LOG_ACTIONS.map((action) => ({ value: action, label: actionText(action) }))}
          value={filter.action ?? null}
          onChange={(value) => setFilter({ action: isLogAction(value) ? value : undefined })}
        />
      </Group>
      <AdminList
        list={list}
        label={t`Action log`}
        search={{ label: t`User`, placeholder: t`Name or username` }}
        columns={columns}
        emptyText={t`No entries found`}
      />
      <AdminModal opened={historyOf !== null} onClose={() => setHistoryOf(null)} title={t`Booking history`} size={1000}>
        {historyOf?.entityId ? <BookingHistory bookingId={historyOf.entityId} online={list.online} /> : null}
      </AdminModal>
    </PageShell>
  );
}

function EntityCell({ row, onHistory }: { row: ActionLogRow; onHistory: () => void }) {
  const { t } = useLingui();
  const href = entityHref(row);
  const name = row.entityName ?? '';
  return (
    <Stack gap={2} align="flex-start">
      {href ? (
        <InAppLink href={href} label={name ? t`Open ${name}` : undefined}>
          {name || t`Open`}
        </InAppLink>
      ) : (
        <Text size="sm">{name}</Text>
      )}
      {row.entityType === 'BOOKING' && row.entityId ? (
        <Button variant="subtle" size="compact-xs" onClick={onHistory}>
          {t`History`}
        </Button>
      ) : null}
    </Stack>
  );
}
