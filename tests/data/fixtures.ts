import type { AuthData, BranchConfigResult, CheckLoginResult, DayConfigResult, LanguageResult, LoadConfigResult, MenuResult } from '../../src/domain/api';

export function auth(overrides: Partial<AuthData> = {}): AuthData {
  return {
    userId: 'u1',
    fullName: 'Front Desk',
    userName: 'frontdesk@t1',
    tenantId: 't1',
    branchId: 'b1',
    isTenantSelection: false,
    ...overrides,
  };
}

export function checkLogin(overrides: Partial<AuthData> = {}): CheckLoginResult {
  const a = auth(overrides);
  return {
    isAuthenticated: true,
    authData: a,
    branch: a.branchId ? { id: a.branchId, name: `Branch ${a.branchId}`, code: 'B', timeZone: 'America/Toronto' } : null,
    rights: { rights: ['APPOINTMENT_ACCESS'], rightsPM: ['PM_APPOINTMENT'] },
  };
}

export const signedOut: CheckLoginResult = {
  isAuthenticated: false,
  authData: null,
  branch: null,
  rights: { rights: [], rightsPM: [] },
};

export const menu: MenuResult = { menu: [], headerMenu: [] };
export const loadConfig: LoadConfigResult = {
  branchOptions: [{ id: 'b1', name: 'Branch b1', code: 'B1' }],
  canSelectTenant: false,
  tenant: { id: 't1', name: 'Tenant' },
};
export const language: LanguageResult = { language: 'fr', dictionary: {}, dateFormat: 'DD/MM/YYYY', dateTimeFormat: 'DD/MM/YYYY HH:mm' };

export function branchConfig(branchId: string): BranchConfigResult {
  return {
    branchId,
    language: 'fr',
    timeZone: 'America/Toronto',
    moneySymbol: '$',
    phone: { pattern: '000 000 0000', length: 10 },
    startTime: '08:00',
    endTime: '17:00',
    workingOverTime: 0,
    multitask: false,
    minuteOverlap: 0,
    printBillSlip: false,
    confirmBookingOnline: false,
    cardTipsInCash: false,
  };
}

/** A plain working day's config (Friday 20 November 2026, 08:00–17:00). */
export const dayConfig: DayConfigResult = {
  date: '2026-11-20',
  startTime: '08:00',
  endTime: '17:00',
  workingOverTime: 0,
  isHoliday: false,
  holiday: null,
  MULTITASK: false,
  MINUTE_OVERLAP: 0,
  PRINT_BILL_SLIP: false,
  CONFIRM_BOOKING_ONLINE: false,
  WALK_IN_TURNS: false,
  FULL_TURN_PRICE: 3000,
};
