import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { canDeleteProduct, productProblems, type ProductValues } from '../../domain/catalogue/product';
import { productValuesOf, type ProductDetail, type ProductFields } from '../../domain/catalogue/contract';
import { newId } from '../auth/tokens';
import { ActionType, EntityType, logChange } from '../actionLog/actionLogRepository';
import type { DeleteSpec } from '../admin/deleteRecord';
import { applyImageChoice } from '../images/imageChoice';
import { deleteImage } from '../images/imageRepository';
import type { UploadedFile } from '../images/multipart';
import { isUniqueViolation, refuseProblems } from '../http/fieldProblems';
import {
  findProduct,
  insertProduct,
  PRODUCT_COLUMNS,
  productCodeTaken,
  productLinks,
  productLogValues,
  toProductRow,
  updateProduct,
  type ProductDbRow,
} from './productRepository';

export type Actor = { tenantId: string; userId: string; now: Date };
type Branch = { id: string; name: string };

function checkedValues(fields: ProductFields, codeOverride?: string): ProductValues & { price: number } {
  const values = productValuesOf(fields);
  if (codeOverride !== undefined) values.code = codeOverride;
  refuseProblems(productProblems(values));
  return { ...values, price: values.price ?? 0 };
}

function written(values: ProductValues & { price: number }, image: string | null) {
  return productLogValues({ ...values, price_cents: values.price, description: values.description || null, image });
}

export async function createProduct(db: Db, actor: Actor, input: { branch: Branch; fields: ProductFields; file: UploadedFile | null }): Promise<string> {
  const values = checkedValues(input.fields);
  if (input.fields.image !== undefined && input.fields.image !== 'null' && input.fields.image !== '') {
    throw new AppError(ErrorCode.VALIDATION, { message: 'image: unknown picture', fields: { image: 'Unknown picture' } });
  }
  const id = newId();
  try {
    await db.transaction(async (tx) => {
      if (await productCodeTaken(tx, input.branch.id, values.code)) throw new AppError(ErrorCode.CODE_EXISTS);
      const image = await applyImageChoice(tx, { ...actor, file: input.file, field: undefined, current: null });
      await insertProduct(tx, { id, tenantId: actor.tenantId, branchId: input.branch.id, now: actor.now, values, image });
      await logChange(tx, actor, {
        branchId: input.branch.id, action: ActionType.CREATE, entityType: EntityType.PRODUCT, entityId: id,
        before: null, after: written(values, image),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.CODE_EXISTS);
    throw error;
  }
  return id;
}

export async function productInBranches(
  db: Db,
  tenantId: string,
  id: string,
  branches: readonly Branch[],
  options: { lock?: boolean } = {},
): Promise<{ product: ProductDbRow; branch: Branch }> {
  const product = await findProduct(db, tenantId, id, options);
  if (!product) throw new AppError(ErrorCode.NOT_FOUND);
  const branch = branches.find((b) => b.id === product.branch_id);
  if (!branch) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
  return { product, branch };
}

export async function updateProductFromForm(
  db: Db,
  actor: Actor,
  input: { id: string; branches: readonly Branch[]; fields: ProductFields; file: UploadedFile | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { product, branch } = await productInBranches(tx, actor.tenantId, input.id, input.branches, { lock: true });
    if (input.fields.branchId !== product.branch_id) {
      throw new AppError(ErrorCode.VALIDATION, { message: 'branchId: a product stays in its branch', fields: { branchId: 'A product stays in its branch' } });
    }
    const sentCode = input.fields.code.trim().toUpperCase();
    if (sentCode !== '' && sentCode !== product.code) {
      throw new AppError(ErrorCode.VALIDATION, { message: 'code: the code cannot be changed', fields: { code: 'The code cannot be changed' } });
    }
    const values = checkedValues(input.fields, product.code);
    const image = await applyImageChoice(tx, { ...actor, file: input.file, field: input.fields.image, current: product.image });
    await updateProduct(tx, { id: product.id, tenantId: actor.tenantId, now: actor.now, values, image });
    await logChange(tx, actor, {
      branchId: branch.id, action: ActionType.UPDATE, entityType: EntityType.PRODUCT, entityId: product.id,
      before: productLogValues(product), after: written(values, image), summary: { code: product.code }, statusField: 'active',
    });
  });
}

/** The generic delete of a product: a product in a cart stays (cart_item's foreign key); its picture goes with it. */
export const productDelete: DeleteSpec<ProductDbRow> = {
  table: 'product',
  columns: PRODUCT_COLUMNS,
  entityType: EntityType.PRODUCT,
  branchColumn: 'branch_id',
  where: 'NOT deleted',
  values: productLogValues,
  afterDelete: (product, tx) => deleteImage(tx, product.tenant_id, product.image),
};

export async function productDetail(db: Db, tenantId: string, id: string, branches: readonly Branch[]): Promise<ProductDetail> {
  const { product } = await productInBranches(db, tenantId, id, branches);
  return { ...toProductRow(product), deletable: canDeleteProduct(await productLinks(db, tenantId, product.id)) };
}
