import type { FastifyInstance } from 'fastify';
import { PRODUCT_PLAN, ProductRight } from '../../domain/catalogue/rights';
import { branchQuery, idQuery, productListQuery, productFields, type ProductDetail, type ProductOption, type ProductRow, type SavedId } from '../../domain/catalogue/contract';
import { ProductPath } from '../../domain/catalogue/paths';
import { AppError, ErrorCode } from '../../domain/errors';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireBranch } from '../auth/authContext';
import { adminActor, deleteRoute, moduleGuard } from '../admin/adminRoutes';
import { sortOf } from '../admin/pagedList';
import type { Page } from '../../domain/admin/list';
import { enableMultipart, readMultipart } from '../images/multipart';
import { listProducts, listProductsToSell, toProductRow } from './productRepository';
import { createProduct, productDelete, productDetail, updateProductFromForm } from './productService';

/** Products (spec part 2 §7): list, multipart create and update, detail, delete, cart options. */
export function registerProductRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  const guard = moduleGuard(deps, PRODUCT_PLAN);
  const actor = (auth: Parameters<typeof adminActor>[1]) => adminActor(deps, auth);

  route(app, { method: 'GET', url: ProductPath.LIST, input: { query: productListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ProductRight.ACCESS);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    const page = await listProducts(db, branch.id, { tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query) });
    return ok<Page<ProductRow>>({ ...page, items: page.items.map(toProductRow) });
  });

  // The spec leaves the method and shape open: both ?id= and /{id} answer.
  route(app, { method: 'GET', url: ProductPath.DETAIL, input: { query: idQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ProductRight.ACCESS);
    const { id } = input.query();
    return ok<ProductDetail>(await productDetail(db, auth.tenantId, id, auth.branches));
  });
  route(app, { method: 'GET', url: `${ProductPath.DETAIL}/:id`, input: { params: idQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ProductRight.ACCESS);
    const { id } = input.params();
    return ok<ProductDetail>(await productDetail(db, auth.tenantId, id, auth.branches));
  });

  deleteRoute(app, deps, { url: ProductPath.DELETE, guard, right: ProductRight.DELETE, spec: productDelete });

  route(app, { method: 'GET', url: ProductPath.OPTIONS_TO_ADD_CART, input: { query: branchQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ProductRight.ACCESS);
    const { branchId } = input.query();
    const branch = requireBranch(auth, branchId);
    return ok<ProductOption[]>(await listProductsToSell(db, auth.tenantId, branch.id));
  });

  app.register(async (scope) => {
    await enableMultipart(scope);

    route(scope, { method: 'POST', url: ProductPath.CREATE, input: { form: productFields } }, async (request, reply, input) => {
      const auth = await guard(request, reply, ProductRight.CREATE);
      const form = await readMultipart(request, 'image');
      const fields = input.form(form.fields);
      const branch = requireBranch(auth, fields.branchId);
      const id = await createProduct(db, actor(auth), { branch, fields, file: form.file });
      return ok<SavedId>({ id }, 'Create success');
    });

    route(scope, { method: 'POST', url: ProductPath.UPDATE, input: { form: productFields } }, async (request, reply, input) => {
      const auth = await guard(request, reply, ProductRight.UPDATE);
      const form = await readMultipart(request, 'image');
      const fields = input.form(form.fields);
      if (!fields.id) throw new AppError(ErrorCode.VALIDATION, { message: 'id: Required', fields: { id: 'Required' } });
      requireBranch(auth, fields.branchId);
      await updateProductFromForm(db, actor(auth), { id: fields.id, branches: auth.branches, fields, file: form.file });
      return ok<SavedId>({ id: fields.id }, 'Update success');
    });
  });
}
