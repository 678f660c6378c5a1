/**
 * The branch rows the Branches screen reads and writes: every field of the spec, and the
 * key-value configs edited beside them (time zone, money symbol, phone format, language).
 */
import type { Db } from '../db/db';
import type { LogRecord } from '../../domain/admin/changes';
import { ConfigKey, parseLanguage, resolveBranchConfig } from '../../domain/branchConfig';
import type { BranchValues } from '../../domain/branch/branch';
import type { BranchDetail, BranchRowView, BranchSort } from '../../domain/branch/contract';
import { imageUrl } from '../../domain/catalogue/image';
import { pagedList, type ListInput, type ListSpec } from '../admin/pagedList';
import { configValues, setConfigValue } from './branchRepository';

export type BranchDbRow = {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  area_code: string | null;
  description: string | null;
  tax_code: string | null;
  opening: boolean;
  closed_message: string | null;
  image: string | null;
  active: boolean;
  created_at: Date;
};

export const BRANCH_COLUMNS = 'id, tenant_id, code, name, address, phone, email, area_code, description, tax_code, opening, closed_message, image, active, created_at';

/** The configs the branch form edits, by the form's field. */
const FORM_CONFIG = {
  timeZone: ConfigKey.TIME_ZONE,
  moneySymbol: ConfigKey.MONEY_SYMBOL,
  phoneFormat: ConfigKey.PHONE_FORMAT,
  language: ConfigKey.LANGUAGE,
} as const satisfies Partial<Record<keyof BranchValues, ConfigKey>>;

export function toBranchRow(r: BranchDbRow): BranchRowView {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    address: r.address,
    phone: r.phone,
    email: r.email,
    opening: r.opening,
    active: r.active,
    image: r.image ? imageUrl(r.image) : null,
    createdAt: r.created_at.toISOString(),
  };
}

const BRANCH_LIST: ListSpec<BranchSort> = {
  from: 'branch',
  columns: BRANCH_COLUMNS,
  searchColumns: ['code', 'name', 'address', 'email'],
  phoneColumns: ['phone'],
  sortable: { code: 'code', name: 'name', opening: 'opening', active: 'active', createdAt: 'created_at' },
  defaultOrder: 'name, id',
};

/** A page of the tenant's branches; `only` keeps those a branch admin manages. */
export function listBranches(db: Db, input: ListInput<BranchSort>, only: readonly string[] | null) {
  return pagedList<BranchDbRow, BranchSort>(db, only === null ? BRANCH_LIST : { ...BRANCH_LIST, filter: (param) => `id = ANY(${param([...only])}::uuid[])` }, input);
}

export async function findBranch(db: Db, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<BranchDbRow | null> {
  return db.maybeOne<BranchDbRow>(`SELECT ${BRANCH_COLUMNS} FROM branch WHERE tenant_id = $1 AND id = $2${options.lock ? ' FOR UPDATE' : ''}`, [tenantId, id]);
}

export async function branchCodeTaken(db: Db, tenantId: string, code: string): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM branch WHERE tenant_id = $1 AND code = $2`, [tenantId, code])) !== null;
}

export async function branchDetailOf(db: Db, row: BranchDbRow): Promise<BranchDetail> {
  const values = await configValues(db, row.tenant_id, row.id);
  const config = resolveBranchConfig(row.id, values);
  return {
    ...toBranchRow(row),
    areaCode: row.area_code,
    description: row.description,
    taxCode: row.tax_code,
    closedMessage: row.closed_message,
    imageId: row.image,
    timeZone: config.timeZone,
    moneySymbol: config.moneySymbol,
    phoneFormat: config.phone.pattern,
    language: parseLanguage(values[ConfigKey.LANGUAGE]),
  };
}

const orNull = (s: string): string | null => (s === '' ? null : s);

/** Every column the form edits but the code, which is fixed once the branch exists. */
export async function writeBranchFields(db: Db, input: { tenantId: string; id: string; values: BranchValues; image: string | null; now: Date }): Promise<void> {
  const v = input.values;
  await db.query(
    `UPDATE branch SET name = $3, address = $4, phone = $5, email = $6, area_code = $7, description = $8, tax_code = $9,
            opening = $10, closed_message = $11, image = $12
      WHERE tenant_id = $1 AND id = $2`,
    [input.tenantId, input.id, v.name, orNull(v.address), orNull(v.phone), orNull(v.email), orNull(v.areaCode), orNull(v.description), orNull(v.taxCode), v.opening, orNull(v.closedMessage), input.image],
  );
  for (const [field, key] of Object.entries(FORM_CONFIG) as [keyof typeof FORM_CONFIG, ConfigKey][]) {
    await setConfigValue(db, input.tenantId, input.id, key, v[field], input.now);
  }
}

export async function setBranchActive(db: Db, tenantId: string, id: string, active: boolean): Promise<void> {
  await db.query(`UPDATE branch SET active = $3 WHERE tenant_id = $1 AND id = $2`, [tenantId, id, active]);
}

/** What the action log keeps of a branch. */
export function branchLogValues(detail: Omit<BranchDetail, 'image' | 'createdAt' | 'id'>): LogRecord {
  return {
    code: detail.code,
    name: detail.name,
    address: detail.address,
    phone: detail.phone,
    email: detail.email,
    areaCode: detail.areaCode,
    description: detail.description,
    taxCode: detail.taxCode,
    opening: detail.opening,
    closedMessage: detail.closedMessage,
    image: detail.imageId,
    active: detail.active,
    timeZone: detail.timeZone,
    moneySymbol: detail.moneySymbol,
    phoneFormat: detail.phoneFormat,
    language: detail.language,
  };
}

/** The log's values of a branch as a form saved it. */
export function writtenBranch(values: BranchValues, image: string | null, active: boolean): LogRecord {
  return branchLogValues({
    ...values,
    address: orNull(values.address),
    phone: orNull(values.phone),
    email: orNull(values.email),
    areaCode: orNull(values.areaCode),
    description: orNull(values.description),
    taxCode: orNull(values.taxCode),
    closedMessage: orNull(values.closedMessage),
    imageId: image,
    active,
  });
}

/** Gives the branch's creator access to it (a tenant admin manages all branches anyway). */
export async function grantBranch(db: Db, tenantId: string, userId: string, branchId: string): Promise<void> {
  await db.query(`INSERT INTO user_branch (tenant_id, user_id, branch_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [tenantId, userId, branchId]);
}
