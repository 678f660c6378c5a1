import { describe, expect, it } from 'vitest';
import { z } from '../../../src/domain/schemas/zod';
import { LIST_MAX_PAGE_SIZE, LIST_PAGE_SIZE, listRequestParams } from '../../../src/domain/admin/list';
import { listRequestSchema } from '../../../src/domain/admin/list-request';
import { problemsOf } from '../../../src/domain/schemas/problems';

const schema = listRequestSchema(['code', 'name'], { branchId: z.uuid() });
const branchId = '0b9a3c1e-7d2f-4e8a-9c6b-5d4e3f2a1b0c';

describe('the list request', () => {
  it('defaults to the first page of 15, no search, the list’s own order', () => {
    expect(schema.parse({ branchId })).toEqual({ branchId, query: '', page: 1, size: LIST_PAGE_SIZE, order: 'asc' });
  });

  it('takes a search, a page, a size up to 100 and a sort by a whitelisted column, as a query string sends them', () => {
    expect(schema.parse({ branchId, query: '  oil ', page: '3', size: '100', sort: 'name', order: 'desc' })).toEqual({
      branchId,
      query: 'oil',
      page: 3,
      size: 100,
      sort: 'name',
      order: 'desc',
    });
  });

  it('refuses a sort by any other column, a page size over 100, a page that is not a whole number, a search too long', () => {
    expect(Object.keys(problemsOf(schema, { branchId, sort: 'price; DROP TABLE product' }))).toEqual(['sort']);
    expect(Object.keys(problemsOf(schema, { branchId, sort: '__proto__' }))).toEqual(['sort']);
    expect(problemsOf(schema, { branchId, size: String(LIST_MAX_PAGE_SIZE + 1) })).toEqual({ size: { code: 'NUMBER_TOO_LARGE', max: 100 } });
    expect(problemsOf(schema, { branchId, page: '1e3' })).toEqual({ page: { code: 'WHOLE_NUMBER' } });
    expect(problemsOf(schema, { branchId, order: 'sideways' })).toEqual({ order: { code: 'INVALID' } });
    expect(problemsOf(schema, { branchId, query: 'x'.repeat(101) })).toEqual({ query: { code: 'TOO_LONG', max: 100 } });
  });

  it('goes over the wire as query parameters, leaving out what is not set', () => {
    expect(listRequestParams({ query: '', page: 2, size: 15, sort: null })).toEqual({ query: undefined, page: 2, size: 15, sort: undefined, order: undefined });
    expect(listRequestParams({ query: 'oil', page: 1, size: 15, sort: { key: 'name', order: 'desc' } })).toMatchObject({ query: 'oil', sort: 'name', order: 'desc' });
  });
});
