/**
 * A list's query schema (admin/list.ts's contract, as zod), apart so a screen that only asks
 * for a page does not load zod.
 */
import { z } from '../schemas/zod';
import { wholeNumberText } from '../schemas/numbers';
import { text } from '../schemas/text';
import { LIST_MAX_PAGE_SIZE, LIST_PAGE_SIZE, LIST_SEARCH_MAX, SortOrder } from './list';

const paging = {
  query: z._default(text({ max: LIST_SEARCH_MAX }), ''),
  page: z._default(wholeNumberText(1, 100_000), 1),
  size: z._default(wholeNumberText(1, LIST_MAX_PAGE_SIZE), LIST_PAGE_SIZE),
  order: z._default(z.enum([SortOrder.ASC, SortOrder.DESC]), SortOrder.ASC),
};

/**
 * The query schema of a list whose rows may be sorted by `sortable` (at least one key):
 * `?query=&page=&size=&sort=&order=`, plus `extra` fields of the list's own (its branch, a
 * status filter; `{}` for none). `sort` names one of `sortable` or is left out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function listRequestSchema<const K extends readonly [string, ...string[]], E extends z.core.$ZodShape>(sortable: K, extra: E) {
  return z.object({ ...paging, sort: z.optional(z.enum(sortable)), ...extra });
}
