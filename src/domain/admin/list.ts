/**
 * The back office's list contract (spec part 2 §9: pages of 15, search debounced 200 ms):
 * what a list screen asks for and what the server answers, shared by the browser and the
 * server. Each list names the columns it may be sorted by; any other name is refused at the
 * door, so a sort key never reaches SQL unchecked.
 */

/** The spec's default list page size. */
export const LIST_PAGE_SIZE = 15;
/** The largest page a list call may ask for. */
export const LIST_MAX_PAGE_SIZE = 100;
/** The spec's generic search debounce. */
export const LIST_SEARCH_DEBOUNCE_MS = 200;
/** The longest search text a list accepts. */
export const LIST_SEARCH_MAX = 100;

export const SortOrder = { ASC: 'asc', DESC: 'desc' } as const;
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];

/** One page of a list, with the total of every page. */
export type Page<T> = { items: T[]; total: number; page: number; size: number };

/** A list's sort: one of its sortable columns and a direction; null keeps the list's own order. */
export type ListSort<K extends string = string> = { key: K; order: SortOrder };

/** What a list screen sends (as a query string). */
export type ListRequest<K extends string = string> = {
  query: string;
  page: number;
  size: number;
  sort: ListSort<K> | null;
};

/** The list request as query parameters, for the api client. */
export function listRequestParams(request: ListRequest): Record<string, string | number | undefined> {
  return {
    query: request.query === '' ? undefined : request.query,
    page: request.page,
    size: request.size,
    sort: request.sort?.key,
    order: request.sort?.order,
  };
}
