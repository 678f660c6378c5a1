/** The packages' /api paths, apart from their schemas (package-contract.ts) so the first screen does not load zod. */

export const PackagePath = {
  LIST: '/api/package/list',
  /** GET {SHOW}/{id} */
  SHOW: '/api/package/show',
  CREATE: '/api/package/create',
  UPDATE: '/api/package/update',
  /** POST ?id= */
  DELETE: '/api/package/delete',
  /** GET ?branchId=: every package of the branch with its services, for booking (online and on the tablet). */
  OPTIONS: '/api/package/options',
} as const;
