/**
 * The customers screen's rows (spec part 2 §2 /customer): the branch's customers searched by
 * name, phone or code and filtered, a page of them or every one (the CSV), and the writes of
 * the form with its notes.
 */
import type { Db, SqlValue } from '../db/db';
import type { LogRecord } from '../../domain/admin/changes';
import { SortOrder, type ListSort } from '../../domain/admin/list';
import { CUSTOMER_LEVELS, usedEmail, type CustomerLevel, type CustomerValues } from '../../domain/people/customer';
import type { CustomerFilters, CustomerRow, CustomerSort } from '../../domain/people/customer-contract';
import { newId } from '../auth/tokens';
import { orderBySql, pagedList, whereSql, type ListSpec } from '../admin/pagedList';

export type CustomerDbRow = {
  id: string;
  tenant_id: string;
  branch_id: string;
  name: string;
  phone: string;
  code: string | null;
  email: string | null;
  emails: string;
  address: string | null;
  description: string | null;
  level: string | null;
  main_technician_id: string | null;
  main_technician_name: string | null;
  birth_day: string | null;
  active: boolean;
  blocked: boolean;
  receive_email: boolean;
  receive_sms: boolean;
  created_at: Date;
};

const TECHNICIAN_NAME = `(SELECT t.name FROM technician t WHERE t.tenant_id = c.tenant_id AND t.id = c.main_technician_id) AS main_technician_name`;
// birth_day is cast to text: the drivers disagree on parsing date columns.
export const CUSTOMER_ADMIN_COLUMNS = `c.id, c.tenant_id, c.branch_id, c.name, c.phone, c.code, c.email, c.emails, c.address, c.description, c.level,
  c.main_technician_id, ${TECHNICIAN_NAME}, c.birth_day::text AS birth_day, c.active, c.blocked, c.receive_email, c.receive_sms, c.created_at`;
/** The same for the generic delete, which reads the table without an alias. */
export const CUSTOMER_DELETE_COLUMNS = `id, tenant_id, branch_id, name, phone, code, email, emails, address, description, level, main_technician_id,
  NULL::text AS main_technician_name, birth_day::text AS birth_day, active, blocked, receive_email, receive_sms, created_at`;

const asLevel = (raw: string | null): CustomerLevel | null => CUSTOMER_LEVELS.find((l) => l === raw) ?? null;

export function toCustomerRow(r: CustomerDbRow): CustomerRow {
  return {
    id: r.id,
    branchId: r.branch_id,
    name: r.name,
    phone: r.phone,
    code: r.code,
    email: r.email,
    level: asLevel(r.level),
    mainTechnician: r.main_technician_id ? { id: r.main_technician_id, name: r.main_technician_name ?? '' } : null,
    birthDay: r.birth_day,
    active: r.active,
    blocked: r.blocked,
    createdAt: r.created_at.toISOString(),
  };
}

const SORTABLE: Readonly<Record<CustomerSort, string>> = {
  name: 'c.name',
  phone: 'c.phone',
  code: 'c.code',
  level: 'c.level',
  // By day of the year, so the birthdays to come read in order.
  birthDay: `to_char(c.birth_day, 'MM-DD')`,
  createdAt: 'c.created_at',
};

/** The list: a branch's customers searched by name, code or phone, with the screen's filters. */
function listSpec(branchId: string, filters: CustomerFilters, month: number): ListSpec<CustomerSort> {
  return {
    from: 'customer c',
    columns: CUSTOMER_ADMIN_COLUMNS,
    tenantColumn: 'c.tenant_id',
    branch: { column: 'c.branch_id', id: branchId },
    filter: (param) => {
      const parts = ['TRUE'];
      if (filters.level) parts.push(`c.level = ${param(filters.level)}`);
      if (filters.blocked !== null) parts.push(`c.blocked = ${param(filters.blocked)}`);
      if (filters.active !== null) parts.push(`c.active = ${param(filters.active)}`);
      if (filters.technicianId) parts.push(`c.main_technician_id = ${param(filters.technicianId)}::uuid`);
      if (filters.birthdayThisMonth) parts.push(`EXTRACT(MONTH FROM c.birth_day) = ${param(month)}::int`);
      return parts.join(' AND ');
    },
    searchColumns: ['c.name', 'c.code'],
    phoneColumns: ['c.phone'],
    sortable: SORTABLE,
    defaultOrder: 'c.name, c.id',
  };
}

export type CustomerListInput = { tenantId: string; query: string; sort: ListSort<CustomerSort> | null; filters: CustomerFilters; month: number };

export function listCustomers(db: Db, branchId: string, input: CustomerListInput & { page: number; size: number }) {
  return pagedList<CustomerDbRow, CustomerSort>(db, listSpec(branchId, input.filters, input.month), input);
}

/** More rows than one branch's CSV should ever hold: past it the export is cut, never the server. */
export const CUSTOMER_EXPORT_MAX = 50_000;

/** Every row the list's search and filters match, in the list's order (the CSV). */
export async function allCustomers(db: Db, branchId: string, input: CustomerListInput): Promise<CustomerDbRow[]> {
  const spec = listSpec(branchId, input.filters, input.month);
  const where = whereSql(spec, input);
  const order = orderBySql(spec.sortable, input.sort ?? { key: 'name', order: SortOrder.ASC }, spec.defaultOrder);
  const params: SqlValue[] = [...where.params, CUSTOMER_EXPORT_MAX];
  return db.query<CustomerDbRow>(`SELECT ${spec.columns} FROM ${spec.from} WHERE ${where.sql} ORDER BY ${order} LIMIT $${params.length}`, params);
}

export async function findCustomer(db: Db, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<CustomerDbRow | null> {
  return db.maybeOne<CustomerDbRow>(`SELECT ${CUSTOMER_ADMIN_COLUMNS} FROM customer c WHERE c.tenant_id = $1 AND c.id = $2${options.lock ? ' FOR UPDATE OF c' : ''}`, [tenantId, id]);
}

/** Another customer of the branch already holding this phone. */
export async function phoneTaken(db: Db, input: { tenantId: string; branchId: string; phone: string; exceptId: string | null }): Promise<boolean> {
  const row = await db.maybeOne<{ id: string }>(
    `SELECT id FROM customer WHERE tenant_id = $1 AND branch_id = $2 AND phone = $3 AND ($4::uuid IS NULL OR id <> $4) LIMIT 1`,
    [input.tenantId, input.branchId, input.phone, input.exceptId],
  );
  return row !== null;
}

/** Another customer of the business already holding this code. */
export async function codeTaken(db: Db, input: { tenantId: string; code: string; exceptId: string | null }): Promise<boolean> {
  const row = await db.maybeOne<{ id: string }>(`SELECT id FROM customer WHERE tenant_id = $1 AND code = $2 AND ($3::uuid IS NULL OR id <> $3) LIMIT 1`, [
    input.tenantId,
    input.code,
    input.exceptId,
  ]);
  return row !== null;
}

/** A technician of the branch, or null. */
export async function technicianOfBranch(db: Db, tenantId: string, branchId: string, id: string): Promise<boolean> {
  const row = await db.maybeOne<{ id: string }>(`SELECT id FROM technician WHERE tenant_id = $1 AND branch_id = $2 AND id = $3`, [tenantId, branchId, id]);
  return row !== null;
}

export async function branchTechnicians(db: Db, tenantId: string, branchId: string): Promise<{ id: string; name: string }[]> {
  return db.query<{ id: string; name: string }>(`SELECT id, name FROM technician WHERE tenant_id = $1 AND branch_id = $2 ORDER BY name, id`, [tenantId, branchId]);
}

const orNull = (v: string) => (v === '' ? null : v);

/** The columns the form writes, in order, as parameters $3 onwards. */
function formParams(values: CustomerValues): SqlValue[] {
  return [
    values.name,
    values.phone,
    orNull(values.code),
    usedEmail(values.emails),
    values.emails,
    orNull(values.address),
    orNull(values.description),
    values.level,
    values.mainTechnicianId,
    orNull(values.birthDay),
    values.active,
    values.blocked,
    values.receiveEmail,
    values.receiveSms,
  ];
}

export async function insertCustomer(db: Db, input: { id: string; tenantId: string; branchId: string; values: CustomerValues; now: Date }): Promise<void> {
  await db.query(
    `INSERT INTO customer (id, tenant_id, name, phone, code, email, emails, address, description, level, main_technician_id, birth_day,
                           active, blocked, receive_email, receive_sms, branch_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::date, $13, $14, $15, $16, $17, $18, $18)`,
    [input.id, input.tenantId, ...formParams(input.values), input.branchId, input.now],
  );
}

export async function updateCustomer(db: Db, input: { id: string; tenantId: string; values: CustomerValues; now: Date }): Promise<void> {
  await db.query(
    `UPDATE customer SET name = $3, phone = $4, code = $5, email = $6, emails = $7, address = $8, description = $9, level = $10,
            main_technician_id = $11, birth_day = $12::date, active = $13, blocked = $14, receive_email = $15, receive_sms = $16, updated_at = $17
      WHERE tenant_id = $1 AND id = $2`,
    [input.tenantId, input.id, ...formParams(input.values), input.now],
  );
}

export type NoteDbRow = { id: string; note: string; created_at: Date };

export async function notesOfCustomer(db: Db, tenantId: string, customerId: string): Promise<NoteDbRow[]> {
  return db.query<NoteDbRow>(`SELECT id, note, created_at FROM customer_note WHERE tenant_id = $1 AND customer_id = $2 ORDER BY created_at DESC, id`, [tenantId, customerId]);
}

/**
 * The notes as the form left them: a note without an id is added, one with an id is changed
 * (only one of this customer's), one no longer sent is deleted.
 */
export async function saveNotes(db: Db, input: { tenantId: string; customerId: string; notes: readonly { id: string | null; note: string }[]; now: Date }): Promise<void> {
  const kept = input.notes.flatMap((n) => (n.id ? [n.id] : []));
  await db.query(`DELETE FROM customer_note WHERE tenant_id = $1 AND customer_id = $2 AND id <> ALL($3::uuid[])`, [input.tenantId, input.customerId, kept]);
  // The form lists notes newest first: a note added higher up gets the later time.
  const added = input.notes.filter((n) => !n.id);
  for (const [i, n] of added.entries()) {
    await db.query(`INSERT INTO customer_note (id, tenant_id, customer_id, note, created_at) VALUES ($1, $2, $3, $4, $5)`, [
      newId(),
      input.tenantId,
      input.customerId,
      n.note,
      new Date(input.now.getTime() + added.length - 1 - i),
    ]);
  }
  for (const n of input.notes) {
    if (!n.id) continue;
    await db.query(`UPDATE customer_note SET note = $4, updated_at = $5 WHERE tenant_id = $1 AND customer_id = $2 AND id = $3 AND note <> $4`, [
      input.tenantId,
      input.customerId,
      n.id,
      n.note,
      input.now,
    ]);
  }
}

/** What the action log keeps of a customer. */
export function customerLogValues(r: CustomerDbRow, notes: readonly { note: string }[]): LogRecord {
  return {
    name: r.name,
    phone: r.phone,
    code: r.code,
    emails: r.emails,
    address: r.address,
    description: r.description,
    level: r.level,
    mainTechnicianId: r.main_technician_id,
    birthDay: r.birth_day,
    active: r.active,
    blocked: r.blocked,
    receiveEmail: r.receive_email,
    receiveSms: r.receive_sms,
    notes: notes.map((n) => n.note),
  };
}
