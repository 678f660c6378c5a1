import type { SavedId } from '../../../src/domain/catalogue/contract';
import { CustomerPath, type CustomerAdminDetail } from '../../../src/domain/people/customer-contract';
import { customerUpdateBody, EMPTY_CUSTOMER_VALUES, looseCustomerValues, normaliseCustomerValues, type CustomerValues } from '../../../src/domain/people/customer';
import { body } from '../helpers';
import { getJson, postJson } from '../billingFixtures';
import { Area, type Example, type Parts } from './probe';
import { expectOk, type World } from './world';

/** A Downtown customer as the form sends it, under a phone no one has (10 digits). */
function customerForm(w: World): CustomerValues {
  const n = w.next();
  return {
    ...EMPTY_CUSTOMER_VALUES,
    name: `Write Surface ${n}`,
    phone: `905 ${String(100 + (n % 900)).padStart(3, '0')} ${String(n).padStart(4, '0').slice(-4)}`,
    code: `WS${n}`,
    emails: `old${n}@example.com, ws${n}@example.com`,
    level: 'Gold',
    birthDay: '1990-05-04',
    notes: [{ id: null, note: 'Prefers mornings' }],
  };
}

async function freshCustomer(w: World): Promise<CustomerAdminDetail> {
  const { id } = body<SavedId>(expectOk(await postJson(w.env, w.admin, CustomerPath.CREATE, { ...customerForm(w), branchId: w.downtown }))).result;
  return body<CustomerAdminDetail>(await getJson(w.env, w.admin, `${CustomerPath.DETAIL}/${id}`)).result;
}

/** What was sent, normalised as the server stores it, against what reads back. */
async function customerReadBack(w: World, sent: Parts, id: string): Promise<{ sent: unknown; read: unknown }> {
  const values = normaliseCustomerValues(looseCustomerValues.parse(sent.body));
  const d = body<CustomerAdminDetail>(await getJson(w.env, w.admin, `${CustomerPath.DETAIL}/${id}`)).result;
  return {
    sent: [values.name, values.phone, values.code || null, values.emails, values.level, values.birthDay || null, values.blocked, values.notes.map((n) => n.note).sort()],
    read: [d.name, d.phone, d.code, d.emails, d.level, d.birthDay, d.blocked, d.notes.map((n) => n.note).sort()],
  };
}

async function newCustomerId(w: World, sent: Parts): Promise<string> {
  const values = normaliseCustomerValues(looseCustomerValues.parse(sent.body));
  return (await w.env.db.one<{ id: string }>(`SELECT id FROM customer WHERE branch_id = $1 AND phone = $2`, [w.downtown, values.phone])).id;
}

const idOf = (sent: Parts): string => customerUpdateBody.parse(sent.body).id;

export const customerExamples: Record<string, Example> = {
  [`GET ${CustomerPath.LIST}`]: {
    area: Area.PEOPLE,
    make: async (w) => ({ query: { branchId: w.downtown, query: 'a', page: '1', size: '15', sort: 'name', order: 'desc', level: 'Gold', blocked: 'false', active: 'true', birthdayThisMonth: 'true' } }),
  },
  [`GET ${CustomerPath.EXPORT}`]: { area: Area.PEOPLE, make: async (w) => ({ query: { branchId: w.downtown, query: 'a', blocked: 'false' } }) },
  [`GET ${CustomerPath.DETAIL}/:id`]: { area: Area.PEOPLE, make: async (w) => ({ params: { id: (await freshCustomer(w)).id } }) },
  [`GET ${CustomerPath.FORM_OPTIONS}`]: { area: Area.PEOPLE, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`POST ${CustomerPath.CREATE}`]: {
    area: Area.PEOPLE,
    make: async (w) => ({ body: { ...customerForm(w), branchId: w.downtown } }),
    readBack: async (w, sent) => customerReadBack(w, sent, await newCustomerId(w, sent)),
  },
  [`POST ${CustomerPath.UPDATE}`]: {
    area: Area.PEOPLE,
    make: async (w) => {
      const d = await freshCustomer(w);
      const values: CustomerValues = {
        ...customerForm(w), phone: d.phone, code: d.code ?? '', blocked: true,
        notes: [...d.notes.map((n) => ({ id: n.id, note: `${n.note}!` })), { id: null, note: 'Blocked after a no-show' }],
      };
      return { body: { ...values, id: d.id } };
    },
    readBack: (w, sent) => customerReadBack(w, sent, idOf(sent)),
  },
  [`POST ${CustomerPath.DELETE}`]: { area: Area.PEOPLE, make: async (w) => ({ query: { id: (await freshCustomer(w)).id } }) },
};
