/**
 * A back-office list's state: search (debounced 200 ms, spec part 2 §9), page (15 rows),
 * sort (one of the list's sortable columns), the server's page through the tablet's last copy,
 * and a reload after a change. Give it to <AdminList>.
 */
import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { LIST_PAGE_SIZE, LIST_SEARCH_DEBOUNCE_MS, type ListRequest, type ListSort, type Page } from '../../domain/admin/list';
import { useReadWithCopy, type CopyRead } from './use-read-with-copy';

export type AdminListState<T, K extends string> = {
  /** Null until a first page came (then the last one stays while the next loads). */
  page: Page<T> | null;
  read: CopyRead<Page<T>>;
  /** Loading a page (the previous one is shown meanwhile). */
  fetching: boolean;
  /** When the shown page is the tablet's last copy (offline), when it was fetched; null when live. */
  copySavedAt: number | null;
  online: boolean;
  /** Offline: nothing can be changed from this list. */
  readOnly: boolean;
  query: string;
  setQuery: (text: string) => void;
  setPage: (page: number) => void;
  sortable: readonly K[];
  sort: ListSort<K> | null;
  setSort: (sort: ListSort<K> | null) => void;
  /** Fetch the current page again (after a create, an update or a delete). */
  reload: () => void;
};

export function useAdminList<T, const K extends string>(options: {
  /** Names this list's reads for the tablet's copies, with what it depends on (`product-list|{branchId}`); null loads nothing. */
  key: string | null;
  fetch: (request: ListRequest<K>) => Promise<Page<T>>;
  sortable: readonly K[];
  defaultSort?: ListSort<K> | null;
}): AdminListState<T, K> {
  const [query, setQueryText] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), LIST_SEARCH_DEBOUNCE_MS);
  const [pageNumber, setPage] = useState(1);
  const [sort, setSortState] = useState<ListSort<K> | null>(options.defaultSort ?? null);
  const request: ListRequest<K> = { query: debounced, page: pageNumber, size: LIST_PAGE_SIZE, sort };
  const { read, online, retry } = useReadWithCopy<Page<T>>(
    options.key === null ? null : { key: `${options.key}|${debounced}|${pageNumber}|${sort ? `${sort.key}.${sort.order}` : ''}`, load: () => options.fetch(request) },
  );
  const fetched = read.status === 'ready' ? read.fetched : read.status === 'loading' ? read.previous : null;
  const copySavedAt = fetched?.copySavedAt ?? null;
  return {
    page: fetched?.data ?? null,
    read,
    fetching: read.status === 'loading',
    copySavedAt,
    online,
    readOnly: !online || copySavedAt !== null,
    query,
    setQuery: (text) => {
      setQueryText(text);
      setPage(1);
    },
    setPage,
    sortable: options.sortable,
    sort,
    setSort: (next) => {
      setSortState(next);
      setPage(1);
    },
    reload: retry,
  };
}
