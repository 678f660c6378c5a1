import { useLingui } from '@lingui/react/macro';
import { RoleType } from '../../domain/people/default-roles';

/** A role type in words: who the role's holders are. */
export function useRoleTypeLabel(): (type: RoleType) => string {
  const { t } = useLingui();
  return (type) => (type === RoleType.TENANT_ADMIN ? t`Business administrator` : t`Branch staff`);
}
