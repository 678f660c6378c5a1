/**
 * /system/loyalty: the loyalty rule of the branch picked in the header. A user who may manage
 * the whole business (a tenant admin) can also read and change the other branches' rules here.
 */
import { useState } from 'react';
import { NativeSelect } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { LoyaltyRight } from '../../domain/loyalty/contract';
import { fetchLoyaltyRule } from '../../data/loyalty-rule';
import { PageShell } from '../../components/PageShell';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { AdminRecord } from '../admin/AdminRecord';
import { useModuleRights } from '../admin/module-rights';
import { LoyaltyRuleForm } from './LoyaltyRuleForm';

export function LoyaltyRulePage() {
  const { t } = useLingui();
  const { session, auth } = useShellSession();
  const can = useModuleRights(LoyaltyRight);
  const options = session.loadConfig?.branchOptions ?? [];
  const tenantWide = session.loadConfig?.canSelectTenant ?? false;
  const headerBranch = auth.isTenantSelection ? (options[0]?.id ?? null) : auth.branchId;
  const [picked, setPicked] = useState<string | null>(null);
  const branchId = tenantWide && picked && options.some((o) => o.id === picked) ? picked : headerBranch;
  if (!branchId) return <NoBranchNotice />;
  return (
    <PageShell title={t`Loyalty discount`} maw={820}>
      {tenantWide && options.length > 1 ? (
        <NativeSelect
          label={t`Branch`}
          description={t`The rule of each branch applies to its own bills`}
          data={options.map((o) => ({ value: o.id, label: o.name }))}
          value={branchId}
          onChange={(e) => setPicked(e.currentTarget.value)}
          size="md"
          mb="md"
          maw={400}
        />
      ) : null}
      <AdminRecord key={branchId} module="loyalty-rule" id={branchId} load={async () => ({ id: branchId, ...(await fetchLoyaltyRule(branchId)) })} loadingLabel={t`Loading the loyalty rule`}>
        {(rule, readOnly) => <LoyaltyRuleForm key={JSON.stringify(rule)} rule={rule} readOnly={readOnly || !can.update} />}
      </AdminRecord>
    </PageShell>
  );
}
