/**
 * The back office's one table: mantine-datatable with the app's conventions. It scrolls inside
 * itself (never the page) on a phone, where columns marked `hideOnPhone` step aside; it shows
 * its loading and empty states; server paging of 15 with the total; sorting by the columns the
 * list allows. Its stylesheet comes with it, so only the back office's lazy chunks load it.
 */
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn, type DataTablePaginationProps, type DataTableSortProps, type DataTableSortStatus } from 'mantine-datatable';
import { useLingui } from '@lingui/react/macro';
import 'mantine-datatable/styles.css';
import type { ListSort, SortOrder } from '../../domain/admin/list';

/** A column shown from a large phone up (Mantine's `xs`), hidden on a small one. */
export function hideOnPhone(theme: { breakpoints: Record<string, string> }): string {
  return `(min-width: ${theme.breakpoints.xs ?? '36em'})`;
}

export type AdminColumn<T> = DataTableColumn<T>;

type Paging = { page: number; size: number; total: number; onPage: (page: number) => void };
type Sorting<K extends string> = { sortable: readonly K[]; sort: ListSort<K> | null; onSort: (sort: ListSort<K> | null) => void };
/** Rows picked with a checkbox (an export of the selected rows); kept across pages by id. */
export type Selection<T> = { selected: readonly T[]; onChange: (rows: T[]) => void; rowLabel: (record: T) => string; allLabel: string };

export function AdminTable<T extends { id: string }, K extends string = never>(props: {
  /** The table's name for assistive technology (and tests). */
  label: string;
  records: readonly T[];
  columns: AdminColumn<T>[];
  /** Loading: the rows shown so far stay under a veil. */
  fetching: boolean;
  emptyText: string;
  paging?: Paging;
  sorting?: Sorting<K>;
  /** The row's actions (its ⋯ menu), in a last column that stays in view. */
  rowActions?: (record: T) => ReactNode;
  onRowClick?: (record: T) => void;
  selection?: Selection<T>;
}) {
  const { t } = useLingui();
  const { paging, sorting, selection } = props;
  const columns: AdminColumn<T>[] = props.rowActions
    ? [...props.columns, { accessor: 'actions', title: '', textAlign: 'right', width: 64, render: props.rowActions }]
    : props.columns;
  const sortProps: DataTableSortProps<T> = sorting
    ? {
        sortStatus: {
          columnAccessor: sorting.sort?.key ?? '',
          direction: sorting.sort?.order ?? 'asc',
        } satisfies DataTableSortStatus<T>,
        onSortStatusChange: (status: DataTableSortStatus<T>) => {
          const key = sorting.sortable.find((k) => k === status.columnAccessor);
          const order: SortOrder = status.direction;
          sorting.onSort(key ? { key, order } : null);
        },
      }
    : {};
  const pagingProps: DataTablePaginationProps =
    paging && paging.total > 0
      ? {
          page: paging.page,
          onPageChange: paging.onPage,
          totalRecords: paging.total,
          recordsPerPage: paging.size,
          loadingText: t`Loading`,
          paginationText: ({ from, to, totalRecords }) => t`${from}–${to} of ${totalRecords}`,
          getPaginationControlProps: (control) =>
            control === 'next' ? { 'aria-label': t`Next page` } : control === 'previous' ? { 'aria-label': t`Previous page` } : {},
          getPaginationItemProps: (page) => ({ 'aria-label': t`Page ${page}` }),
        }
      : {};
  return (
    <DataTable<T>
      aria-label={props.label}
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      minHeight={props.records.length === 0 ? 160 : undefined}
      records={[...props.records]}
      columns={columns.map((c) => (sorting?.sortable.some((k) => k === c.accessor) ? { ...c, sortable: true } : c))}
      fetching={props.fetching}
      noRecordsText={props.emptyText}
      onRowClick={props.onRowClick ? ({ record }) => props.onRowClick?.(record) : undefined}
      pinLastColumn={props.rowActions !== undefined}
      {...sortProps}
      {...pagingProps}
      {...(selection
        ? {
            selectedRecords: [...selection.selected],
            onSelectedRecordsChange: selection.onChange,
            getRecordSelectionCheckboxProps: (record: T) => ({ 'aria-label': selection.rowLabel(record) }),
            allRecordsSelectionCheckboxProps: { 'aria-label': selection.allLabel },
          }
        : {})}
    />
  );
}
