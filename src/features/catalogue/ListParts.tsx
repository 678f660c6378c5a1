/**
 * Pieces every catalogue list shares: its search box, read problems, empty row, row menu, delete
 * confirmation and pager. The page's frame and its table are the shared PageShell and ListTable.
 */
import type { ReactNode } from 'react';
import { ActionIcon, Group, Menu, Pagination, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Plural, useLingui } from '@lingui/react/macro';
import type { Page } from '../../domain/catalogue/contract';
import { describeError } from '../i18n/error-messages';
import { notifyError, notifySuccess } from '../feedback/notify';
import { ReadLoading, ReadProblem } from '../appointment/panels/ReadProblem';
import type { OnlineLoad } from '../appointment/panels/use-online-load';

export function ListSearch(props: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      type="search"
      value={props.value}
      maxLength={100}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      maw={420}
    />
  );
}

/** Offline, failed or first load: what to show instead of the rows (null when rows can show). */
export function ListStatus<T>(props: { state: OnlineLoad<T>; hasData: boolean; offlineMessage: string; loadingLabel: string; onRetry: () => void }) {
  const { i18n } = useLingui();
  const { state } = props;
  if (state.status === 'offline') return <ReadProblem offline message={props.offlineMessage} onRetry={props.onRetry} />;
  if (state.status === 'failed') return <ReadProblem offline={false} message={describeError(state.error, i18n)} onRetry={props.onRetry} />;
  if (!props.hasData && (state.status === 'loading' || state.status === 'idle')) return <ReadLoading label={props.loadingLabel} />;
  return null;
}

export function ListPager<T>(props: { page: Page<T>; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const { total, size, page } = props.page;
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        <Plural value={total} one="# record" other="# records" />
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={props.onPage}
          getControlProps={(control) => (control === 'next' ? { 'aria-label': t`Next page` } : control === 'previous' ? { 'aria-label': t`Previous page` } : {})}
          getItemProps={(p) => ({ 'aria-label': t`Page ${p}` })}
        />
      ) : null}
    </Group>
  );
}

/** The one row of a table with no rows to show. */
export function ListEmptyRow(props: { colSpan: number; message: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={props.colSpan}>
        <Text c="dimmed" ta="center" py="md">
          {props.message}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** A row's ⋯ menu: Detail, Edit (with the right), the list's own items (`children`), then Delete (with the right, online only). */
export function RowMenu(props: { code: string; online: boolean; onDetail: () => void; onEdit: (() => void) | null; onDelete: (() => void) | null; children?: ReactNode }) {
  const { t } = useLingui();
  const code = props.code;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t`Actions for ${code}`}>
          ⋯
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={props.onDetail}>{t`Detail`}</Menu.Item>
        {props.onEdit ? <Menu.Item onClick={props.onEdit}>{t`Edit`}</Menu.Item> : null}
        {props.children}
        {props.onDelete ? (
          <Menu.Item color="red" onClick={props.onDelete} disabled={!props.online}>
            {t`Delete`}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Asks before deleting for good; once the server has deleted, says so and calls `onDeleted`. */
export function useConfirmDelete(): (input: { title: string; message: string; remove: () => Promise<unknown>; onDeleted: () => void }) => void {
  const { t } = useLingui();
  return (input) => {
    modals.openConfirmModal({
      title: input.title,
      centered: true,
      children: <Text size="sm">{input.message}</Text>,
      labels: { confirm: t`Delete`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        input.remove().then(
          () => {
            notifySuccess(t`Delete success`);
            input.onDeleted();
          },
          (error: unknown) => notifyError(error),
        );
      },
    });
  };
}
