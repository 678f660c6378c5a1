import { randomUUID } from 'node:crypto';
import { TechnicianPath, TimesheetAdminPath, type TechnicianDetail } from '../../../src/domain/technician/contract';
import { addDays } from '../../../src/domain/time';
import { body, TEST_TODAY } from '../helpers';
import { getJson } from '../billingFixtures';
import { formText, type Json } from './hostile';
import { Area, type Example, type Parts } from './probe';
import type { World } from './world';

const TOMORROW = addDays(TEST_TODAY, 1);

/** A form field as the server received it (see catalogueExamples). */
function text(value: Json | undefined): string {
  return value === undefined ? '' : Buffer.from(formText(value)).toString();
}

/** A technician of Downtown written straight to the table, with no work (so it may be deleted). */
async function technician(w: World): Promise<string> {
  const id = randomUUID();
  await w.env.db.query(
    `INSERT INTO technician (id, tenant_id, branch_id, name, gender, created_at) SELECT $1, tenant_id, id, $2, 'FEMALE', now() FROM branch WHERE id = $3`,
    [id, `WS Tech ${w.next()}`, w.downtown],
  );
  return id;
}

async function workingTime(w: World): Promise<string> {
  const id = randomUUID();
  await w.env.db.query(
    `INSERT INTO technician_work_config (id, tenant_id, branch_id, technician_id, work_type, from_date, apply_date, created_at)
     SELECT $1, tenant_id, branch_id, id, 'FULL_TIME', $3::date, $3::date, now() FROM technician WHERE id = $2`,
    [id, await technician(w), TOMORROW],
  );
  return id;
}

async function timeOff(w: World): Promise<string> {
  const id = randomUUID();
  await w.env.db.query(
    `INSERT INTO technician_time_off (id, tenant_id, branch_id, technician_id, type, from_date, to_date, created_at)
     SELECT $1, tenant_id, branch_id, id, 'PAID', $3::date, $3::date, now() FROM technician WHERE id = $2`,
    [id, await technician(w), TOMORROW],
  );
  return id;
}

function technicianForm(w: World, id?: string): Record<string, Json> {
  return {
    ...(id ? { id } : {}),
    branchId: w.downtown, name: `Tech ${w.next()}`, phone: '4165550123', email: 'tech@example.com', gender: 'MALE', address: '5 Bay St',
    description: 'Pedicures', active: 'true', priority: '2', autoPriority: 'false', fullService: 'false', serviceIds: '',
    workType: 'SHIFT', shifts: '09:00-12:00', startDate: TOMORROW, image: 'null',
  };
}

async function technicianReadBack(w: World, sent: Parts, id: string): Promise<{ sent: unknown; read: unknown }> {
  const form = (sent.form ?? {}) as Record<string, Json>;
  const detail = body<TechnicianDetail>(await getJson(w.env, w.admin, `${TechnicianPath.DETAIL}?id=${id}`)).result;
  return { sent: [text(form.name).trim(), text(form.description).trim() || null], read: [detail.name, detail.description] };
}

async function newTechnicianId(w: World, name: string): Promise<string> {
  return (await w.env.db.one<{ id: string }>(`SELECT id FROM technician WHERE branch_id = $1 AND name = $2 ORDER BY created_at DESC LIMIT 1`, [w.downtown, name.trim()])).id;
}

export const technicianExamples: Record<string, Example> = {
  [`GET ${TechnicianPath.LIST}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown, query: 'a', page: '1', size: '15', sort: 'name', order: 'desc' } }) },
  [`GET ${TechnicianPath.DETAIL}`]: { area: Area.READS, make: async (w) => ({ query: { id: await technician(w) } }) },
  [`GET ${TechnicianPath.SERVICE_OPTIONS}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`GET ${TechnicianPath.OPTIONS}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`GET ${TimesheetAdminPath.LIST}`]: {
    area: Area.READS,
    make: async (w) => ({ query: { branchId: w.downtown, technicianId: '', fromDate: TEST_TODAY, toDate: TOMORROW, page: '1', size: '15', sort: 'fromDate' } }),
  },
  [`GET ${TimesheetAdminPath.DAYS}`]: { area: Area.READS, make: async (w) => ({ query: { branchId: w.downtown, fromDate: TEST_TODAY, toDate: TOMORROW, page: '1' } }) },
  [`POST ${TechnicianPath.CREATE}`]: {
    area: Area.TECHNICIANS,
    make: async (w) => ({ form: technicianForm(w) }),
    readBack: async (w, sent) => technicianReadBack(w, sent, await newTechnicianId(w, text(sent.form?.name))),
  },
  [`POST ${TechnicianPath.UPDATE}`]: {
    area: Area.TECHNICIANS,
    make: async (w) => ({ form: technicianForm(w, await technician(w)) }),
    readBack: async (w, sent) => technicianReadBack(w, sent, text(sent.form?.id)),
  },
  [`POST ${TechnicianPath.DELETE}`]: { area: Area.TECHNICIANS, make: async (w) => ({ query: { id: await technician(w) } }) },
  [`POST ${TimesheetAdminPath.WORKING_TIME_CREATE}`]: {
    area: Area.TECHNICIANS,
    make: async (w) => ({
      body: { branchId: w.downtown, technicianId: await technician(w), workType: 'SHIFT', shifts: [{ start: '09:00', end: '13:00' }], fromDate: TEST_TODAY, toDate: '', applyDate: TOMORROW },
    }),
  },
  [`POST ${TimesheetAdminPath.QUICK}`]: {
    area: Area.TECHNICIANS,
    make: async (w) => ({
      body: { branchId: w.downtown, technicianId: await technician(w), workType: 'SHIFT', shifts: [{ start: '10:00', end: '15:00' }], fromDate: TOMORROW, toDate: addDays(TOMORROW, 6) },
    }),
  },
  [`POST ${TimesheetAdminPath.TIME_OFF_CREATE}`]: {
    area: Area.TECHNICIANS,
    make: async (w) => ({ body: { branchId: w.downtown, technicianId: await technician(w), type: 'UNPAID', fromDate: TOMORROW, toDate: TOMORROW, note: 'Moving day' } }),
  },
  [`POST ${TimesheetAdminPath.WORKING_TIME_DELETE}`]: { area: Area.TECHNICIANS, make: async (w) => ({ query: { id: await workingTime(w) } }) },
  [`POST ${TimesheetAdminPath.TIME_OFF_DELETE}`]: { area: Area.TECHNICIANS, make: async (w) => ({ query: { id: await timeOff(w) } }) },
};
