/**
 * One page of a back-office list (spec part 2 §9), the same way for every module: always
 * scoped by tenant (and by branch when the rows belong to one), searched over named columns
 * with a "contains" pattern, sorted by a whitelisted column, counted for the pager.
 *
 * Table, column and SQL names come from the module's code, never from the request: the sort
 * key was already checked against the list's schema and is looked up again here, and the
 * search text only ever travels as a parameter.
 */
import type { Db, SqlValue } from '../db/db';
import { containsPattern } from '../db/likePattern';
import { SortOrder, type ListSort, type Page } from '../../domain/admin/list';
import { phoneQueryDigits } from '../../domain/phone';

export type ListSpec<K extends string> = {
  /** The table (or `table alias`), as written in FROM. */
  from: string;
  /** The selected columns. */
  columns: string;
  /** The column holding the tenant (with its alias, if any). */
  tenantColumn?: string;
  /** Rows of one branch: its column and the branch; left out for tenant-wide lists. */
  branch?: { column: string; id: string };
  /** Conditions of the module's own, without parameters (`NOT deleted`). */
  where?: string;
  /** Conditions on a value of the request (a date filter): each gets its value's placeholder. */
  filters?: readonly { sql: (placeholder: string) => string; value: SqlValue }[];
  /** Columns the search text is looked for in (case-insensitive contains). */
  searchColumns: readonly string[];
  /** Phone columns (stored as digits), searched with the digits of a search that is a phone number. */
  phoneColumns?: readonly string[];
  /** Each sortable key's SQL expression. */
  sortable: Readonly<Record<K, string>>;
  /** The order when none is asked for, and the tie-breaker after any (so pages never overlap). */
  defaultOrder: string;
};

export type ListInput<K extends string> = { tenantId: string; query: string; page: number; size: number; sort: ListSort<K> | null };

/** `ORDER BY` of a list: the asked column (whitelisted) first, then the list's own order. */
export function orderBySql<K extends string>(sortable: Readonly<Record<K, string>>, sort: ListSort<K> | null, defaultOrder: string): string {
  const column = sort && Object.hasOwn(sortable, sort.key) ? sortable[sort.key] : null;
  if (!column) return defaultOrder;
  return `${column} ${sort?.order === SortOrder.DESC ? 'DESC' : 'ASC'}, ${defaultOrder}`;
}

/** The WHERE clause and its parameters. */
export function whereSql(spec: Pick<ListSpec<string>, 'tenantColumn' | 'branch' | 'where' | 'filters' | 'searchColumns' | 'phoneColumns'>, input: { tenantId: string; query: string }): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [input.tenantId];
  const parts = [`${spec.tenantColumn ?? 'tenant_id'} = $1`];
  if (spec.branch) {
    params.push(spec.branch.id);
    parts.push(`${spec.branch.column} = $${params.length}`);
  }
  if (spec.where) parts.push(`(${spec.where})`);
  for (const filter of spec.filters ?? []) {
    params.push(filter.value);
    parts.push(`(${filter.sql(`$${params.length}`)})`);
  }
  const query = input.query.trim();
  if (query !== '') {
    params.push(containsPattern(query));
    const text = params.length;
    const found = spec.searchColumns.map((c) => `${c} ILIKE $${text}`);
    const digits = phoneQueryDigits(query);
    if (digits && spec.phoneColumns?.length) {
      params.push(containsPattern(digits));
      const n = params.length;
      found.push(...spec.phoneColumns.map((c) => `${c} LIKE $${n}`));
    }
    if (found.length > 0) parts.push(`(${found.join(' OR ')})`);
  }
  return { sql: parts.join(' AND '), params };
}

/** One page and the total over every page. */
export async function pagedList<Row extends object, K extends string>(db: Db, spec: ListSpec<K>, input: ListInput<K>): Promise<Page<Row>> {
  const where = whereSql(spec, input);
  const limit = where.params.length + 1;
  const [items, count] = await Promise.all([
    db.query<Row>(`SELECT ${spec.columns} FROM ${spec.from} WHERE ${where.sql} ORDER BY ${orderBySql(spec.sortable, input.sort, spec.defaultOrder)} LIMIT $${limit} OFFSET $${limit + 1}`, [
      ...where.params,
      input.size,
      (input.page - 1) * input.size,
    ]),
    db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${spec.from} WHERE ${where.sql}`, where.params),
  ]);
  return { items, total: count.n, page: input.page, size: input.size };
}

/** The sort a parsed list request asks for (its `sort` and `order`), or null. */
export function sortOf<K extends string>(request: { sort?: K; order: SortOrder }): ListSort<K> | null {
  return request.sort ? { key: request.sort, order: request.order } : null;
}
