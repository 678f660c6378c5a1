/** /system and /config: the current branch's system settings, for its branch admin and the tenant admin. */
import { useLingui } from '@lingui/react/macro';
import { BranchRight } from '../../domain/branch/rights';
import { fetchSystemSettings } from '../../data/branches';
import { PageShell } from '../../components/PageShell';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { AdminRecord } from '../admin/AdminRecord';
import { useModuleRights } from '../admin/module-rights';
import { SystemSettingsForm } from './SystemSettingsForm';

export function SystemSettingsPage() {
  const { t } = useLingui();
  const { auth, branch } = useShellSession();
  const can = useModuleRights(BranchRight);
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  if (!branchId) return <NoBranchNotice />;
  const title = branch ? `${t`System settings`} — ${branch.name}` : t`System settings`;
  return (
    <PageShell title={title} maw={820}>
      <AdminRecord module="system-settings" id={branchId} load={async () => ({ id: branchId, ...(await fetchSystemSettings(branchId)) })} loadingLabel={t`Loading settings`}>
        {(settings, readOnly) => <SystemSettingsForm key={JSON.stringify(settings)} settings={settings} readOnly={readOnly || !can.update} />}
      </AdminRecord>
    </PageShell>
  );
}
