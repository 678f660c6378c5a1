/**
 * Customers (spec part 2 §3, §5): create and update from the form with its notes, the phone
 * free among the branch's customers ("Phone number already exists") and the code in the
 * business ("Code already exists"), each change logged; delete of a customer who never booked
 * nor paid (else "could not be deleted because of an association": deactivate instead).
 */
import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { resolveBranchConfig } from '../../domain/branchConfig';
import { customerValuesSchema, normaliseCustomerValues, type CustomerValues } from '../../domain/people/customer';
import type { CustomerCreateBody, CustomerUpdateBody } from '../../domain/people/customer';
import { problemsOf } from '../../domain/schemas/problems';
import { newId } from '../auth/tokens';
import { ActionType, EntityType, logChange } from '../actionLog/actionLogRepository';
import type { AdminActor } from '../admin/adminRoutes';
import type { DeleteSpec } from '../admin/deleteRecord';
import { configValues } from '../branches/branchRepository';
import { codeRace, refuseProblems } from '../http/fieldProblems';
import {
  codeTaken,
  CUSTOMER_DELETE_COLUMNS,
  customerLogValues,
  findCustomer,
  insertCustomer,
  notesOfCustomer,
  phoneTaken,
  saveNotes,
  technicianOfBranch,
  updateCustomer,
  type CustomerDbRow,
} from './customerAdminRepository';

type Branch = { id: string };

/** The values the rules accept for the branch (its phone rule), normalised, or a 400 naming each field. */
async function checkedValues(db: Db, actor: AdminActor, branchId: string, raw: CustomerValues): Promise<CustomerValues> {
  const phone = resolveBranchConfig(branchId, await configValues(db, actor.tenantId, branchId)).phone;
  refuseProblems(problemsOf(customerValuesSchema(phone), raw));
  const values = normaliseCustomerValues(raw);
  if (values.mainTechnicianId && !(await technicianOfBranch(db, actor.tenantId, branchId, values.mainTechnicianId))) {
    throw new AppError(ErrorCode.VALIDATION, { message: 'mainTechnicianId: a technician of another branch', fields: { mainTechnicianId: 'This value is not valid' } });
  }
  return values;
}

async function refuseTaken(db: Db, actor: AdminActor, branchId: string, values: CustomerValues, exceptId: string | null): Promise<void> {
  if (await phoneTaken(db, { tenantId: actor.tenantId, branchId, phone: values.phone, exceptId })) throw new AppError(ErrorCode.PHONE_EXISTS);
  if (values.code !== '' && (await codeTaken(db, { tenantId: actor.tenantId, code: values.code, exceptId }))) throw new AppError(ErrorCode.CODE_EXISTS);
}


function valuesOfBody(body: CustomerCreateBody | CustomerUpdateBody): CustomerValues {
  return {
    name: body.name,
    phone: body.phone,
    code: body.code,
    emails: body.emails,
    address: body.address,
    description: body.description,
    level: body.level,
    mainTechnicianId: body.mainTechnicianId,
    receiveEmail: body.receiveEmail,
    receiveSms: body.receiveSms,
    birthDay: body.birthDay,
    active: body.active,
    blocked: body.blocked,
    notes: body.notes,
  };
}

export async function createCustomer(db: Db, actor: AdminActor, branch: Branch, body: CustomerCreateBody): Promise<string> {
  if (body.notes.some((n) => n.id !== null)) {
    throw new AppError(ErrorCode.VALIDATION, { message: 'notes: a new customer has no saved notes', fields: { notes: 'This value is not valid' } });
  }
  const id = newId();
  await codeRace(() =>
    db.transaction(async (tx) => {
      const values = await checkedValues(tx, actor, branch.id, valuesOfBody(body));
      await refuseTaken(tx, actor, branch.id, values, null);
      await insertCustomer(tx, { id, tenantId: actor.tenantId, branchId: branch.id, values, now: actor.now });
      await saveNotes(tx, { tenantId: actor.tenantId, customerId: id, notes: values.notes, now: actor.now });
      const created = await findCustomer(tx, actor.tenantId, id);
      if (!created) throw new AppError(ErrorCode.NOT_FOUND);
      await logChange(tx, actor, {
        branchId: branch.id, action: ActionType.CREATE, entityType: EntityType.CUSTOMER, entityId: id,
        before: null, after: customerLogValues(created, values.notes), summary: { name: created.name },
      });
    }),
  );
  return id;
}

/** A customer of the caller's tenant in one of their branches; else 404 (another tenant) or 403 (another branch). */
export async function customerInBranches(db: Db, tenantId: string, id: string, branchIds: readonly string[], options: { lock?: boolean } = {}): Promise<CustomerDbRow> {
  const customer = await findCustomer(db, tenantId, id, options);
  if (!customer) throw new AppError(ErrorCode.NOT_FOUND);
  if (!branchIds.includes(customer.branch_id)) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
  return customer;
}

export async function updateCustomerFromForm(db: Db, actor: AdminActor, body: CustomerUpdateBody): Promise<void> {
  await codeRace(() =>
    db.transaction(async (tx) => {
      const before = await customerInBranches(tx, actor.tenantId, body.id, actor.branchIds, { lock: true });
      const notesBefore = await notesOfCustomer(tx, actor.tenantId, before.id);
      const known = new Set(notesBefore.map((n) => n.id));
      if (body.notes.some((n) => n.id !== null && !known.has(n.id))) {
        throw new AppError(ErrorCode.VALIDATION, { message: 'notes: a note of another customer', fields: { notes: 'This value is not valid' } });
      }
      const values = await checkedValues(tx, actor, before.branch_id, valuesOfBody(body));
      await refuseTaken(tx, actor, before.branch_id, values, before.id);
      await updateCustomer(tx, { id: before.id, tenantId: actor.tenantId, values, now: actor.now });
      await saveNotes(tx, { tenantId: actor.tenantId, customerId: before.id, notes: values.notes, now: actor.now });
      const after = await findCustomer(tx, actor.tenantId, before.id);
      if (!after) throw new AppError(ErrorCode.NOT_FOUND);
      await logChange(tx, actor, {
        branchId: before.branch_id, action: ActionType.UPDATE, entityType: EntityType.CUSTOMER, entityId: before.id,
        before: customerLogValues(before, notesBefore), after: customerLogValues(after, await notesOfCustomer(tx, actor.tenantId, before.id)),
        summary: { name: after.name }, statusField: 'blocked',
      });
    }),
  );
}

/**
 * The generic delete of a customer: one with bookings, bills, carts or loyalty money stays (their
 * foreign keys answer "could not be deleted because of an association"; deactivate instead).
 * The notes go with them.
 */
export const customerDelete: DeleteSpec<CustomerDbRow> = {
  table: 'customer',
  columns: CUSTOMER_DELETE_COLUMNS,
  entityType: EntityType.CUSTOMER,
  branchColumn: 'branch_id',
  values: (row) => customerLogValues(row, []),
};
