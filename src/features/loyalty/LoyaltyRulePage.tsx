/**
 * /system/loyalty: the loyalty rule of the branch picked in the header. A user who may manage
 * the whole business (a tenant admin) can also read and change the other branches' rules here.
 */
import { useLingui } from '@lingui/react/macro';
import { LoyaltyRight } from '../../domain/loyalty/loyalty-rights';
import { fetchLoyaltyRule } from '../../data/loyalty-rule';
import { PageShell } from '../../components/PageShell';
import { useSettingsBranch } from '../admin/SettingsBranchSelect';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { AdminRecord } from '../admin/AdminRecord';
import { useModuleRights } from '../admin/module-rights';
import { LoyaltyRuleForm } from './LoyaltyRuleForm';

export function LoyaltyRulePage() {
  const { t } = useLingui();
  const can = useModuleRights(LoyaltyRight);
  const { branchId, select } = useSettingsBranch(t`The rule of each branch applies to its own bills`);
  if (!branchId) return <NoBranchNotice />;
  return (
    <PageShell title={t`Loyalty discount`} maw={820}>
      {select}
      <AdminRecord key={branchId} module="loyalty-rule" id={branchId} load={async () => ({ id: branchId, ...(await fetchLoyaltyRule(branchId)) })} loadingLabel={t`Loading the loyalty rule`}>
        {(rule, readOnly) => <LoyaltyRuleForm key={JSON.stringify(rule)} rule={rule} readOnly={readOnly || !can.update} />}
      </AdminRecord>
    </PageShell>
  );
}
