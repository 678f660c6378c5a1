import { PlanRight, Right } from '../../domain/rights';
import { ACTION_LOG_PLAN, ActionLogRight } from '../../domain/admin/action-log';
import { BRANCH_PLAN, BranchRight } from '../../domain/branch/rights';
import { CartAccess } from '../../domain/cart/access';
import { CheckoutMethodRight, GiftCardRight, ProductRight, SERVICE_PLAN, ServiceRight } from '../../domain/catalogue/rights';
import { TenantRight, UserRight } from '../../domain/people/rights';
import { TECHNICIAN_PLAN, TechnicianRight, TIMESHEET_PLAN, TimesheetRight } from '../../domain/technician/rights';

/** A menu entry as defined here; rights filtering, locks and badges are applied per user. */
export type MenuEntry = {
  key: string;
  parentKey: string | null;
  path: string;
  order: number;
  external: boolean;
  header: boolean;
  requiredRights: string[];
  requiredPlanRights: string[];
};

export const MenuKey = {
  APPOINTMENT: 'appointment',
  SETTINGS: 'settings',
  BRANCH_SETTINGS: 'branch-settings',
  SYSTEM_SETTINGS: 'system-settings',
  USER_GUIDE: 'user-guide',
  CATALOGUE: 'catalogue',
  GIFT_CARD: 'gift-card',
  PRODUCT: 'product',
  CHECKOUT_METHOD: 'checkout-method',
  CART: 'cart',
  ADMINISTRATION: 'administration',
  TENANT: 'tenant',
  USER: 'user',
  SERVICE: 'service',
  SCHEDULE: 'schedule',
  TECHNICIAN: 'technician',
  TIME_SHEET: 'time-sheet',
  ACTION_LOG: 'action-log',
} as const;

/** Only areas that exist in the app today; new areas are added here as they ship. */
export const MENU: readonly MenuEntry[] = [
  {
    key: MenuKey.APPOINTMENT,
    parentKey: null,
    path: '/appointment',
    order: 1,
    external: false,
    header: true,
    requiredRights: [Right.APPOINTMENT_ACCESS],
    requiredPlanRights: [PlanRight.APPOINTMENT],
  },
  {
    key: MenuKey.CART,
    parentKey: null,
    path: '/cart',
    order: 2,
    external: false,
    header: true,
    requiredRights: [...CartAccess.READ.required],
    requiredPlanRights: [],
  },
  {
    key: MenuKey.SETTINGS,
    parentKey: null,
    path: '',
    order: 90,
    external: false,
    header: false,
    requiredRights: [],
    requiredPlanRights: [],
  },
  {
    key: MenuKey.BRANCH_SETTINGS,
    parentKey: MenuKey.SETTINGS,
    path: '/branch',
    order: 1,
    external: false,
    header: false,
    requiredRights: [BranchRight.ACCESS],
    requiredPlanRights: [...BRANCH_PLAN],
  },
  {
    key: MenuKey.SYSTEM_SETTINGS,
    parentKey: MenuKey.SETTINGS,
    path: '/system',
    order: 3,
    external: false,
    header: false,
    requiredRights: [BranchRight.ACCESS],
    requiredPlanRights: [...BRANCH_PLAN],
  },
  {
    key: MenuKey.SCHEDULE,
    parentKey: null,
    path: '',
    order: 20,
    external: false,
    header: false,
    requiredRights: [],
    requiredPlanRights: [],
  },
  {
    key: MenuKey.TECHNICIAN,
    parentKey: MenuKey.SCHEDULE,
    path: '/technician',
    order: 1,
    external: false,
    header: false,
    requiredRights: [TechnicianRight.ACCESS],
    requiredPlanRights: [...TECHNICIAN_PLAN],
  },
  {
    key: MenuKey.TIME_SHEET,
    parentKey: MenuKey.SCHEDULE,
    path: '/technician/time-sheet',
    order: 2,
    external: false,
    header: false,
    requiredRights: [TimesheetRight.ACCESS],
    requiredPlanRights: [...TIMESHEET_PLAN],
  },
  {
    key: MenuKey.CATALOGUE,
    parentKey: null,
    path: '',
    order: 30,
    external: false,
    header: false,
    requiredRights: [],
    requiredPlanRights: [],
  },
  {
    key: MenuKey.GIFT_CARD,
    parentKey: MenuKey.CATALOGUE,
    path: '/gift-card',
    order: 1,
    external: false,
    header: false,
    requiredRights: [GiftCardRight.ACCESS],
    requiredPlanRights: [PlanRight.GIFT_CARD],
  },
  {
    key: MenuKey.PRODUCT,
    parentKey: MenuKey.CATALOGUE,
    path: '/product',
    order: 2,
    external: false,
    header: false,
    requiredRights: [ProductRight.ACCESS],
    requiredPlanRights: [PlanRight.PRODUCT],
  },
  {
    key: MenuKey.SERVICE,
    parentKey: MenuKey.CATALOGUE,
    path: '/service',
    order: 3,
    external: false,
    header: false,
    requiredRights: [ServiceRight.ACCESS],
    requiredPlanRights: [...SERVICE_PLAN],
  },
  {
    key: MenuKey.CHECKOUT_METHOD,
    parentKey: MenuKey.SETTINGS,
    path: '/system/checkout-method',
    order: 2,
    external: false,
    header: false,
    requiredRights: [CheckoutMethodRight.ACCESS],
    requiredPlanRights: [],
  },
  {
    key: MenuKey.ACTION_LOG,
    parentKey: MenuKey.SETTINGS,
    path: '/system/action-log',
    order: 4,
    external: false,
    header: false,
    requiredRights: [ActionLogRight.ACCESS],
    requiredPlanRights: [...ACTION_LOG_PLAN],
  },
  {
    key: MenuKey.ADMINISTRATION,
    parentKey: null,
    path: '',
    order: 80,
    external: false,
    header: false,
    requiredRights: [],
    requiredPlanRights: [],
  },
  {
    key: MenuKey.TENANT,
    parentKey: MenuKey.ADMINISTRATION,
    path: '/tenant',
    order: 1,
    external: false,
    header: false,
    requiredRights: [TenantRight.ACCESS],
    requiredPlanRights: [],
  },
  {
    key: MenuKey.USER,
    parentKey: MenuKey.ADMINISTRATION,
    path: '/user',
    order: 2,
    external: false,
    header: false,
    requiredRights: [UserRight.ACCESS],
    requiredPlanRights: [],
  },
  {
    key: MenuKey.USER_GUIDE,
    parentKey: null,
    path: '/guide/',
    order: 100,
    external: true,
    header: false,
    requiredRights: [],
    requiredPlanRights: [],
  },
];
