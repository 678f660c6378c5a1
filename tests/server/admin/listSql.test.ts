import { describe, expect, it } from 'vitest';
import { orderBySql, whereSql } from '../../../src/server/admin/pagedList';

const sortable = { code: 'code', price: 'price_cents' } as const;

describe('a list’s SQL', () => {
  it('sorts by the whitelisted expression of the key asked, then the list’s own order', () => {
    expect(orderBySql(sortable, { key: 'price', order: 'desc' }, 'code, id')).toBe('price_cents DESC, code, id');
    expect(orderBySql(sortable, { key: 'code', order: 'asc' }, 'code, id')).toBe('code ASC, code, id');
    expect(orderBySql(sortable, null, 'code, id')).toBe('code, id');
  });

  it('never puts a key outside the whitelist into SQL', () => {
    const loose: Readonly<Record<string, string>> = sortable;
    expect(orderBySql(loose, { key: 'name; DROP TABLE product', order: 'asc' }, 'code, id')).toBe('code, id');
    expect(orderBySql(loose, { key: 'toString', order: 'asc' }, 'code, id')).toBe('code, id');
  });

  it('scopes by tenant and branch, adds the module’s own condition, and passes the search as a parameter', () => {
    const where = whereSql({ branch: { column: 'branch_id', id: 'b1' }, where: 'NOT deleted', searchColumns: ['code', 'name'] }, { tenantId: 't1', query: " 50%_o'il " });
    expect(where.sql).toBe('tenant_id = $1 AND branch_id = $2 AND (NOT deleted) AND (code ILIKE $3 OR name ILIKE $3)');
    expect(where.params).toEqual(['t1', 'b1', "%50\\%\\_o'il%"]);
  });

  it('looks for a phone number’s digits in the phone columns', () => {
    const where = whereSql({ searchColumns: ['name'], phoneColumns: ['phone'] }, { tenantId: 't1', query: '416 555' });
    expect(where.sql).toBe('tenant_id = $1 AND (name ILIKE $2 OR phone LIKE $3)');
    expect(where.params).toEqual(['t1', '%416 555%', '%416555%']);
    expect(whereSql({ searchColumns: ['name'], phoneColumns: ['phone'] }, { tenantId: 't1', query: 'Ann' }).sql).toBe('tenant_id = $1 AND (name ILIKE $2)');
  });

  it('passes a condition’s own values as parameters, numbered after the scope and before the search', () => {
    const where = whereSql(
      { filter: (param) => `u.branch_id = ANY(${param(['b1', 'b2'])}::uuid[]) AND u.id <> ${param('me')}`, searchColumns: ['u.name'] },
      { tenantId: 't1', query: 'ann' },
    );
    expect(where.sql).toBe('tenant_id = $1 AND (u.branch_id = ANY($2::uuid[]) AND u.id <> $3) AND (u.name ILIKE $4)');
    expect(where.params).toEqual(['t1', ['b1', 'b2'], 'me', '%ann%']);
  });
});
