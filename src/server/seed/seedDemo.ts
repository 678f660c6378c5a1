import { BillTemplateKey } from '../../domain/bill/bill-template';
import type { Db } from '../db/db';
import { Language } from '../../domain/api';
import { ALL_PLAN_RIGHTS, PlanRight, Right, RightSetting } from '../../domain/rights';
import { DEFAULT_ROLES } from '../../domain/people/default-roles';
import { ConfigKey } from '../../domain/branchConfig';
import { TaxAppliesTo, TaxKind, type BranchTax } from '../../domain/branch/tax';
import { addDays, formatZonedDate } from '../../domain/time';
import { createRand } from './prng';
import { DEMO_GROUPS, TECHNICIAN_NAMES } from './demoCatalogue';
import { DEMO_PASSWORD } from './demoUsers';
import { insertBranch, insertDateConfig, insertHoliday, type SeedBranch } from './seedBranch';
import { seedBranchContent } from './seedBranchContent';
import { seedBilling } from './seedBilling';
import { seedProducts } from './seedProducts';
import { seedCarts } from './seedCarts';
import { seedCampaignAudience } from './seedCampaignAudience';
import { seedReviews } from './seedReviews';
import { allow, ensurePlan, FULL_PLAN, insertCheckoutAndPaymentMethods, insertDefaultRoles, insertRole, insertTenant, insertUser, PlanCode } from './seedTenant';
import { businessExists, lockFirstBusiness } from '../setup/firstBusiness';

const TORONTO = 'America/Toronto';

export const DEMO_TENANTS = { MAPLE: 'Maple Beauty', LOTUS: 'Lotus Nails' } as const;
export const DEMO_BRANCHES = {
  DOWNTOWN: 'Downtown Toronto',
  PLATEAU: 'Plateau Montréal',
  LOTUS: 'Lotus Nails Midtown',
  BENCHMARK: 'Benchmark',
} as const;

/** Ontario's HST and Québec's GST + QST, with registration numbers of the shape the receipts print. */
const demoTax = (kind: TaxKind, rate: number, registrationNumber: string): BranchTax => ({ kind, name: '', rate, registrationNumber, appliesTo: TaxAppliesTo.BOTH });
export const DEMO_TAXES = {
  DOWNTOWN: [demoTax(TaxKind.HST, 13, '123456789 RT0001')],
  PLATEAU: [demoTax(TaxKind.GST, 5, '123456789 RT0001'), demoTax(TaxKind.QST, 9.975, '1234567890 TQ0001')],
  LOTUS: [demoTax(TaxKind.HST, 13, '987654321 RT0001')],
} as const satisfies Record<string, readonly BranchTax[]>;

export const DEMO_BILL_FOOTER = 'Thank you for visiting Maple Beauty!\nFollow us @maplebeauty';

function branchConfig(input: {
  language: string;
  phoneFormat: string;
  open: string;
  close: string;
  dictionary?: Record<string, string>;
  loyalty?: string;
  multitask?: boolean;
}): Record<string, string> {
  return {
    [ConfigKey.LANGUAGE]: input.language,
    [ConfigKey.PHONE_FORMAT]: input.phoneFormat,
    [ConfigKey.MONEY_SYMBOL]: '$',
    [ConfigKey.TIME_ZONE]: TORONTO,
    [ConfigKey.DICTIONARY]: JSON.stringify(input.dictionary ?? {}),
    [ConfigKey.LOYALTY_TYPE]: input.loyalty ?? 'BOOKING_BASED',
    [ConfigKey.START_TIME]: input.open,
    [ConfigKey.END_TIME]: input.close,
    [ConfigKey.WORKING_OVER_TIME]: '60',
    [ConfigKey.MULTITASK]: String(input.multitask ?? false),
    [ConfigKey.MINUTE_OVERLAP]: '10',
    [ConfigKey.PRINT_BILL_SLIP]: 'true',
    [ConfigKey.CONFIRM_BOOKING_ONLINE]: 'true',
    // The demo shows the walk-in turn list: a $35.00 service and up is a full turn.
    [ConfigKey.WALK_IN_TURNS]: 'true',
    [ConfigKey.FULL_TURN_PRICE]: '3500',
  };
}

/** Seeds the demo once: under the first business's lock, so two starting processes do not both seed. */
export async function seedIfEmpty(db: Db, options: { now: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockFirstBusiness(tx);
    if (await businessExists(tx)) return false;
    await seedDemo(tx, options);
    return true;
  });
}

/**
 * The demo: Maple Beauty (full plan, Downtown Toronto and Plateau Montréal) and Lotus Nails
 * (a plan without appointments). Deterministic for a given `now`; "today" is the branch's.
 */
export async function seedDemo(db: Db, { now }: { now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const rand = createRand('demo');
    await ensurePlan(tx, FULL_PLAN);
    await ensurePlan(tx, { code: PlanCode.ESSENTIAL, name: 'Essential (no appointments)', rights: ALL_PLAN_RIGHTS.filter((r) => r !== PlanRight.APPOINTMENT) });

    // ---- Maple Beauty ----
    const maple = await insertTenant(tx, rand, DEMO_TENANTS.MAPLE, PlanCode.FULL, now);
    const downtownId = await insertBranch(tx, rand, {
      tenantId: maple,
      code: 'DT',
      name: DEMO_BRANCHES.DOWNTOWN,
      address: '220 Yonge St, Toronto, ON',
      phone: '4165550100',
      // Its bills end with the salon's own words (the bill template, issue 17); Plateau's keep the plain "Thank you!".
      config: { ...branchConfig({ language: 'en', phoneFormat: '000 000 0000', open: '09:00', close: '19:00' }), [BillTemplateKey.FOOTER]: DEMO_BILL_FOOTER },
      taxes: DEMO_TAXES.DOWNTOWN,
      now,
    });
    const plateauId = await insertBranch(tx, rand, {
      tenantId: maple,
      code: 'PL',
      name: DEMO_BRANCHES.PLATEAU,
      address: '4200 boul. Saint-Laurent, Montréal, QC',
      phone: '5145550100',
      // Its technicians take their card tips in cash from the drawer at the end of the day (issue 19).
      config: {
        ...branchConfig({
          language: 'fr',
          phoneFormat: '(000) 000-0000',
          open: '10:00',
          close: '20:00',
          loyalty: 'POINT_BASED',
          multitask: true,
          dictionary: { 'appointment.title': 'Agenda du jour' },
        }),
        [ConfigKey.CARD_TIPS_IN_CASH]: 'true',
      },
      taxes: DEMO_TAXES.PLATEAU,
      now,
    });
    const downtown: SeedBranch = { tenantId: maple, branchId: downtownId, code: 'DT', timeZone: TORONTO };
    const plateau: SeedBranch = { tenantId: maple, branchId: plateauId, code: 'PL', timeZone: TORONTO };
    const today = formatZonedDate(now, TORONTO);
    await insertDateConfig(tx, downtown, today, { [ConfigKey.WORKING_OVER_TIME]: '30' }, now);
    const christmas = `${today.slice(0, 4)}-12-25`;
    await insertHoliday(tx, createRand('demo-holidays'), downtown, { from: christmas, to: christmas, note: 'Christmas Day' }, now);
    await insertDateConfig(tx, plateau, addDays(today, 1), { [ConfigKey.START_TIME]: '09:00', [ConfigKey.MULTITASK]: 'false' }, now);

    await seedBranchContent(tx, downtown, {
      groups: DEMO_GROUPS, technicianNames: TECHNICIAN_NAMES.DT, customers: 180, areaCodes: ['416', '647', '437'],
      bookings: 34, clipboard: 3, open: '09:00', close: '19:00', offToday: [9],
    }, now);
    await seedBranchContent(tx, plateau, {
      groups: DEMO_GROUPS, technicianNames: TECHNICIAN_NAMES.PL, customers: 120, areaCodes: ['514', '438'],
      bookings: 28, clipboard: 2, open: '10:00', close: '20:00', offToday: [4],
    }, now);
    await insertCheckoutAndPaymentMethods(tx, rand, maple);
    await seedProducts(tx, [downtown, plateau], now);

    const roles = await insertDefaultRoles(tx, rand, { tenantId: maple, language: Language.EN, now });
    // Deny wins over the front-desk role's allow: the trainee sees the 403 page, sells nothing yet
    // and looks customers up without changing them.
    const traineeRole = await insertRole(tx, rand, {
      tenantId: maple, code: 'TRAINEE', name: 'Trainee', type: 'BRANCH_ADMIN',
      settings: {
        [Right.APPOINTMENT_ACCESS]: RightSetting.DENY,
        GIFT_CARD_ACCESS: RightSetting.DENY,
        VOUCHER_ACCESS: RightSetting.DENY,
        CART_ACCESS: RightSetting.DENY,
        PRODUCT_ACCESS: RightSetting.DENY,
        // Customers' reviews are for staff who answer them.
        REVIEW_ACCESS: RightSetting.DENY,
        CUSTOMER_ACCESS: RightSetting.ALLOW,
        CUSTOMER_CREATE: RightSetting.DENY,
        CUSTOMER_UPDATE: RightSetting.DENY,
        [Right.BRANCH_UPDATE]: RightSetting.NOT_SET,
      },
      now,
    });
    const users = [
      { username: 'admin', firstName: 'Alice', lastName: 'Martin', roleIds: [roles.ADMIN], branchIds: [] },
      { username: 'manager', firstName: 'Marc', lastName: 'Tremblay', roleIds: [roles.MANAGER], branchIds: [downtownId] },
      { username: 'frontdesk', firstName: 'Fiona', lastName: 'Chen', roleIds: [roles.FRONT_DESK], branchIds: [downtownId, plateauId] },
      { username: 'trainee', firstName: 'Tom', lastName: 'Nguyen', roleIds: [roles.FRONT_DESK, traineeRole], branchIds: [downtownId] },
    ];
    for (const u of users) {
      await insertUser(tx, rand, { tenantId: maple, password: DEMO_PASSWORD, email: `${u.username}@maple.example`, fullName: `${u.firstName} ${u.lastName}`, now, ...u });
    }
    await seedBilling(tx, {
      branches: [
        { ...downtown, taxes: DEMO_TAXES.DOWNTOWN, pointBased: false, payToday: false },
        { ...plateau, taxes: DEMO_TAXES.PLATEAU, pointBased: true, payToday: true },
      ],
      now,
    });
    await seedCarts(tx, { branch: downtown, now });
    await seedCampaignAudience(tx, downtown);
    await seedReviews(tx, { branch: plateau, now });

    // ---- Lotus Nails: a plan without PM_APPOINTMENT ----
    const lotus = await insertTenant(tx, rand, DEMO_TENANTS.LOTUS, PlanCode.ESSENTIAL, now);
    const lotusBranchId = await insertBranch(tx, rand, {
      tenantId: lotus,
      code: 'LN',
      name: DEMO_BRANCHES.LOTUS,
      address: '2300 Yonge St, Toronto, ON',
      phone: '4165550199',
      config: branchConfig({ language: 'vi', phoneFormat: '000-000-0000', open: '10:00', close: '19:00' }),
      taxes: DEMO_TAXES.LOTUS,
      now,
    });
    const lotusNails = DEMO_GROUPS.filter((g) => g.name === 'Nails' || g.name === 'Waxing');
    await seedBranchContent(tx, { tenantId: lotus, branchId: lotusBranchId, code: 'LN', timeZone: TORONTO }, {
      groups: lotusNails, technicianNames: TECHNICIAN_NAMES.LN, customers: 40, areaCodes: ['416', '647'],
      bookings: 8, clipboard: 1, open: '10:00', close: '19:00', allServices: true,
    }, now);
    await insertCheckoutAndPaymentMethods(tx, rand, lotus);
    await seedProducts(tx, [{ tenantId: lotus, branchId: lotusBranchId }], now);
    const owner = DEFAULT_ROLES.OWNER;
    const lotusAdmin = await insertRole(tx, rand, { tenantId: lotus, code: owner.code, name: owner.names.en, type: owner.type, settings: allow(owner.rights), now });
    await insertUser(tx, rand, {
      tenantId: lotus, username: 'lotus', password: DEMO_PASSWORD, firstName: 'Linh', lastName: 'Tran', fullName: 'Linh Tran',
      email: 'owner@lotus.example', roleIds: [lotusAdmin], branchIds: [], now,
    });
  });
}
