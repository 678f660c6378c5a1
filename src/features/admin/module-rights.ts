/**
 * What the signed-in user may do on a back-office list (spec part 2 §6: list screens gate
 * create, update, delete and export; detail is always visible), by the same rule the route
 * guard and the server apply. Screen access itself is the route's RequireAccess.
 */
import { hasAnyRight } from '../../domain/rights';
import { useShellSession } from '../shell/session-context';

export type ModuleRightCodes = { CREATE: string; UPDATE: string; DELETE: string; EXPORT?: string };
export type ModuleCan = { create: boolean; update: boolean; delete: boolean; export: boolean };

export function useModuleRights(codes: ModuleRightCodes): ModuleCan {
  const { rights } = useShellSession();
  return {
    create: hasAnyRight([codes.CREATE], rights),
    update: hasAnyRight([codes.UPDATE], rights),
    delete: hasAnyRight([codes.DELETE], rights),
    export: codes.EXPORT ? hasAnyRight([codes.EXPORT], rights) : false,
  };
}
