/**
 * One page of a catalogue list from the server: search (debounced as the spec's generic
 * search, 200 ms), page (15 rows), and a reload after a change. Offline it says so.
 */
import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { LIST_PAGE_SIZE, type Page } from '../../domain/catalogue/contract';
import type { ListRequest } from '../../data/catalogue';
import { useOnline } from '../../data/use-online';
import { useOnlineLoad } from '../appointment/panels/use-online-load';

export const LIST_SEARCH_DEBOUNCE_MS = 200;

export function useCatalogueList<T>(branchId: string | null, fetch: (request: ListRequest) => Promise<Page<T>>) {
  const online = useOnline();
  const [query, setQueryText] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), LIST_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const { state, retry } = useOnlineLoad<Page<T>>(
    branchId
      ? {
          key: `${branchId}|${debounced}|${page}|${version}`,
          load: () => fetch({ branchId, query: debounced, page, size: LIST_PAGE_SIZE }),
        }
      : null,
    online,
  );
  const data = state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : null;
  return {
    online,
    query,
    setQuery: (text: string) => {
      setQueryText(text);
      setPage(1);
    },
    page,
    setPage,
    reload: () => setVersion((v) => v + 1),
    state,
    data,
    retry,
  };
}
