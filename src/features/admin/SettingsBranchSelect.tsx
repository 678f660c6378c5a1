/**
 * The branch a per-branch settings screen shows (loyalty rule, templates): the one picked in the
 * header; a user who may manage the whole business (a tenant admin) picks any of theirs here.
 */
import { useState } from 'react';
import { NativeSelect } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useShellSession } from '../shell/session-context';

export type SettingsBranch = { branchId: string | null; select: React.ReactNode };

export function useSettingsBranch(description: string): SettingsBranch {
  const { t } = useLingui();
  const { session, auth } = useShellSession();
  const options = session.loadConfig?.branchOptions ?? [];
  const tenantWide = session.loadConfig?.canSelectTenant ?? false;
  const headerBranch = auth.isTenantSelection ? (options[0]?.id ?? null) : auth.branchId;
  const [picked, setPicked] = useState<string | null>(null);
  const branchId = tenantWide && picked && options.some((o) => o.id === picked) ? picked : headerBranch;
  const select =
    tenantWide && options.length > 1 && branchId ? (
      <NativeSelect
        label={t`Branch`}
        description={description}
        data={options.map((o) => ({ value: o.id, label: o.name }))}
        value={branchId}
        onChange={(e) => setPicked(e.currentTarget.value)}
        size="md"
        maw={400}
      />
    ) : null;
  return { branchId, select };
}
