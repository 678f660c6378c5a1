/**
 * The rights of the business screen and the users screen (module × action codes of ../rights),
 * named once for the route guards, the buttons and the server. No plan feature gates them:
 * every business has its own details and its staff.
 */
import { rightsOf } from '../catalogue/rights';

export const TenantRight = rightsOf('TENANT');
export const UserRight = rightsOf('USER');

export const TENANT_PLAN = [] as const;
export const USER_PLAN = [] as const;

/** The roles screen (/role) and the user mapping screen (/relationship): system settings, in every plan. */
export const RoleRight = rightsOf('SYSTEM_ROLE');
export const UserMappingRight = rightsOf('SYSTEM_USER_MAPPING');
export const ROLE_PLAN = [] as const;
export const USER_MAPPING_PLAN = [] as const;
/**
 * Customers are every salon's: no plan feature gates them. Export takes the whole list out of
 * the app (phones and emails of every customer), so it asks for more than seeing it: the update
 * right, held by whoever maintains the customers.
 */
export const CustomerRight = { ...rightsOf('CUSTOMER'), EXPORT: rightsOf('CUSTOMER').UPDATE };
export const CUSTOMER_PLAN = [] as const;
