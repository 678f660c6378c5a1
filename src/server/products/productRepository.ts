import type { Db } from '../db/db';
import { imageUrl } from '../../domain/catalogue/image';
import type { ProductOption, ProductRow } from '../../domain/catalogue/contract';
import type { ProductValues } from '../../domain/catalogue/product';
import type { Cents } from '../../domain/money';
import type { LogRecord } from '../../domain/admin/changes';
import type { ProductSort } from '../../domain/catalogue/contract';
import { pagedList, type ListInput, type ListSpec } from '../admin/pagedList';

export type ProductDbRow = {
  id: string;
  tenant_id: string;
  branch_id: string;
  code: string;
  name: string;
  price_cents: number;
  active: boolean;
  description: string | null;
  image: string | null;
  created_at: Date;
};

export const PRODUCT_COLUMNS = 'id, tenant_id, branch_id, code, name, price_cents, active, description, image, created_at';

export function toProductRow(r: ProductDbRow): ProductRow {
  return {
    id: r.id,
    branchId: r.branch_id,
    code: r.code,
    name: r.name,
    price: r.price_cents,
    active: r.active,
    description: r.description,
    image: r.image ? imageUrl(r.image) : null,
    imageId: r.image,
    createdAt: r.created_at.toISOString(),
  };
}

const PRODUCT_LIST: Omit<ListSpec<ProductSort>, 'branch'> = {
  from: 'product',
  columns: PRODUCT_COLUMNS,
  where: 'NOT deleted',
  searchColumns: ['code', 'name'],
  sortable: { code: 'code', name: 'name', price: 'price_cents', active: 'active', createdAt: 'created_at' },
  defaultOrder: 'code, id',
};

/** One page of a branch's products, by code unless sorted otherwise; the search looks at code and name. */
export function listProducts(db: Db, branchId: string, input: ListInput<ProductSort>) {
  return pagedList<ProductDbRow, ProductSort>(db, { ...PRODUCT_LIST, branch: { column: 'branch_id', id: branchId } }, input);
}

/** What the action log keeps of a product. */
export function productLogValues(r: Pick<ProductDbRow, 'code' | 'name' | 'price_cents' | 'active' | 'description' | 'image'>): LogRecord {
  return { code: r.code, name: r.name, price: r.price_cents, active: r.active, description: r.description, image: r.image };
}

export async function findProduct(db: Db, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<ProductDbRow | null> {
  return db.maybeOne<ProductDbRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM product WHERE tenant_id = $1 AND id = $2 AND NOT deleted${options.lock ? ' FOR UPDATE' : ''}`,
    [tenantId, id],
  );
}

/** Codes are unique per branch. */
export async function productCodeTaken(db: Db, branchId: string, code: string): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM product WHERE branch_id = $1 AND code = $2`, [branchId, code])) !== null;
}

type ProductWrite = { values: ProductValues & { price: Cents }; image: string | null };

export async function insertProduct(db: Db, input: ProductWrite & { id: string; tenantId: string; branchId: string; now: Date }): Promise<void> {
  const v = input.values;
  await db.query(
    `INSERT INTO product (id, tenant_id, branch_id, code, name, price_cents, active, description, image, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [input.id, input.tenantId, input.branchId, v.code, v.name, v.price, v.active, v.description || null, input.image, input.now],
  );
}

/** Everything but the code (fixed after creation) and the branch. */
export async function updateProduct(db: Db, input: ProductWrite & { id: string; tenantId: string; now: Date }): Promise<void> {
  const v = input.values;
  await db.query(
    `UPDATE product SET name = $3, price_cents = $4, active = $5, description = $6, image = $7, updated_at = $8
      WHERE tenant_id = $1 AND id = $2`,
    [input.tenantId, input.id, v.name, v.price, v.active, v.description || null, input.image, input.now],
  );
}

export async function productLinks(db: Db, tenantId: string, id: string): Promise<{ cartItems: number }> {
  return db.one<{ cartItems: number }>(
    `SELECT count(*)::int AS "cartItems" FROM cart_item WHERE tenant_id = $1 AND product_id = $2`,
    [tenantId, id],
  );
}

/** For the cart: the branch's active products by name. */
export async function listProductsToSell(db: Db, tenantId: string, branchId: string): Promise<ProductOption[]> {
  const rows = await db.query<{ id: string; code: string; name: string; price_cents: number; image: string | null }>(
    `SELECT id, code, name, price_cents, image FROM product
      WHERE tenant_id = $1 AND branch_id = $2 AND active AND NOT deleted ORDER BY name, code LIMIT 1000`,
    [tenantId, branchId],
  );
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, price: r.price_cents, image: r.image ? imageUrl(r.image) : null }));
}
