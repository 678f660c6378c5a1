/**
 * A back-office list screen's body: the search box, the offline notice (the tablet's last copy,
 * read-only, or nothing to show without a connection), a failed read with its retry, and the
 * table with its pager and sort. State comes from useAdminList.
 */
import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { LIST_SEARCH_MAX } from '../../domain/admin/list';
import { ReadFailed } from './ReadFailed';
import { AdminTable, type AdminColumn, type Selection } from './AdminTable';
import type { AdminListState } from './use-admin-list';
import { CopyNotice } from './CopyNotice';

export function AdminList<T extends { id: string }, K extends string>(props: {
  list: AdminListState<T, K>;
  /** The table's name ("Products"). */
  label: string;
  /** The search box; left out for a list without search. */
  search?: { label: string; placeholder: string };
  columns: AdminColumn<T>[];
  emptyText: string;
  rowActions?: (record: T) => ReactNode;
  onRowClick?: (record: T) => void;
  selection?: Selection<T>;
}) {
  const { list } = props;
  const { read } = list;
  return (
    <>
      {props.search ? (
        <TextInput
          label={props.search.label}
          placeholder={props.search.placeholder}
          type="search"
          value={list.query}
          maxLength={LIST_SEARCH_MAX}
          onChange={(e) => list.setQuery(e.currentTarget.value)}
          maw={420}
        />
      ) : null}
      <CopyNotice online={list.online} copySavedAt={list.copySavedAt} missing={read.status === 'offline'} onRetry={list.reload} />
      {read.status === 'failed' ? <ReadFailed error={read.error} onRetry={list.reload} /> : null}
      {read.status === 'offline' && list.page === null ? null : (
        <AdminTable<T, K>
          label={props.label}
          records={list.page?.items ?? []}
          columns={props.columns}
          fetching={list.fetching || read.status === 'idle'}
          emptyText={props.emptyText}
          paging={list.page ? { page: list.page.page, size: list.page.size, total: list.page.total, onPage: list.setPage } : undefined}
          sorting={{ sortable: list.sortable, sort: list.sort, onSort: list.setSort }}
          rowActions={props.rowActions}
          onRowClick={props.onRowClick}
          selection={props.selection}
        />
      )}
    </>
  );
}
