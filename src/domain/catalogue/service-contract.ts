/**
 * The services screen's /api contract: service groups and services of a branch (list, detail,
 * create, update, generic delete), their display order and its reorder calls. Money in
 * integer cents, durations in minutes. Shared by the browser and the server.
 */
import { z } from '../schemas/zod';
import type { Cents } from '../money';
import { listRequestSchema } from '../admin/list-request';
import { text } from '../schemas/text';
import { SERVICE_TYPES, type ServiceType } from './service';

export const ServiceGroupPath = {
  LIST: '/api/service-group/list',
  /** GET {SHOW}/{id} */
  SHOW: '/api/service-group/show',
  CREATE: '/api/service-group/create',
  UPDATE: '/api/service-group/update',
  /** POST ?id= */
  DELETE: '/api/service-group/delete',
  UPDATE_DISPLAY_INDEX: '/api/service-group/update-display-index',
} as const;

export const ServicePath = {
  LIST: '/api/service/list',
  /** GET {SHOW}/{id} */
  SHOW: '/api/service/show',
  CREATE: '/api/service/create',
  UPDATE: '/api/service/update',
  /** POST ?id= */
  DELETE: '/api/service/delete',
  UPDATE_DISPLAY_INDEX: '/api/service/update-display-index',
  /** GET ?branchId=: every group with every service, active or not, in display order. */
  DISPLAY_ORDER: '/api/service/display-order',
} as const;

export const SERVICE_GROUP_SORT = ['name', 'displayIndex', 'services', 'active'] as const;
export type ServiceGroupSort = (typeof SERVICE_GROUP_SORT)[number];
export const SERVICE_SORT = ['code', 'name', 'group', 'price', 'duration', 'numberTechnician', 'active'] as const;
export type ServiceSort = (typeof SERVICE_SORT)[number];

export const serviceGroupListQuery = listRequestSchema(SERVICE_GROUP_SORT, { branchId: z.uuid() });
/** `groupId` narrows the list to one group. */
export const serviceListQuery = listRequestSchema(SERVICE_SORT, { branchId: z.uuid(), groupId: z.optional(z.uuid()) });

const groupFields = { name: text({ max: 2000 }), active: z.boolean() };
export const serviceGroupCreateBody = z.object({ branchId: z.uuid(), ...groupFields });
export const serviceGroupUpdateBody = z.object({ id: z.uuid(), ...groupFields });
export type ServiceGroupCreateBody = z.infer<typeof serviceGroupCreateBody>;
export type ServiceGroupUpdateBody = z.infer<typeof serviceGroupUpdateBody>;

/** Numbers are checked by the form's rules (serviceValuesSchema) once the text is tidied. */
const serviceFields = {
  code: text({ max: 100 }),
  name: text({ max: 2000 }),
  groupId: z.uuid(),
  parentId: z._default(z.nullable(z.uuid()), null),
  price: z.nullable(z.number()),
  duration: z.nullable(z.number()),
  cleaning: z.nullable(z.number()),
  numberTechnician: z.nullable(z.number()),
  couple: z.boolean(),
  type: z.enum(SERVICE_TYPES),
  active: z.boolean(),
};
export const serviceCreateBody = z.object({ branchId: z.uuid(), ...serviceFields });
export const serviceUpdateBody = z.object({ id: z.uuid(), ...serviceFields });
export type ServiceCreateBody = z.infer<typeof serviceCreateBody>;
export type ServiceUpdateBody = z.infer<typeof serviceUpdateBody>;

/** The most records one reorder may name: far more than a salon's menu. */
export const REORDER_MAX = 500;
const orderedIds = z.array(z.uuid()).check(z.minLength(1), z.maxLength(REORDER_MAX));
export const serviceGroupReorderBody = z.object({ branchId: z.uuid(), ids: orderedIds });
export const serviceReorderBody = z.object({ groupId: z.uuid(), ids: orderedIds });
export type ServiceGroupReorderBody = z.infer<typeof serviceGroupReorderBody>;
export type ServiceReorderBody = z.infer<typeof serviceReorderBody>;

export const displayOrderQuery = z.object({ branchId: z.uuid() });

// ---- answers ----

export type ServiceGroupRow = {
  id: string;
  branchId: string;
  name: string;
  displayIndex: number;
  active: boolean;
  /** Services in the group, active or not. */
  services: number;
};

export type ServiceGroupDetail = ServiceGroupRow & { deletable: boolean };

export type ServiceRow = {
  id: string;
  branchId: string;
  groupId: string;
  groupName: string;
  parentId: string | null;
  parentName: string | null;
  code: string;
  name: string;
  price: Cents;
  duration: number;
  cleaning: number;
  displayIndex: number;
  numberTechnician: number;
  couple: boolean;
  type: ServiceType;
  active: boolean;
};

export type ServiceDetail = ServiceRow & {
  createdAt: string;
  /** Its variants, if it is a main service. */
  variants: number;
  /** Technicians who perform it (their mapping goes with a deleted service). */
  technicians: number;
  /** Booked lines that keep it. */
  bookedLines: number;
  /** Packages that book it (it stays while one does). */
  packages: number;
  deletable: boolean;
};

/** One service in the display order. */
export type OrderService = { id: string; code: string; name: string; parentId: string | null; displayIndex: number; active: boolean };
export type OrderGroup = { id: string; name: string; displayIndex: number; active: boolean; services: OrderService[] };
