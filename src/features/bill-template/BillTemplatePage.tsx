/** /system/bill-template: the bill template of the branch picked in the header (or here, for a tenant admin). */
import { useLingui } from '@lingui/react/macro';
import { BillTemplateRight } from '../../domain/bill/bill-template-rights';
import { fetchBillTemplate } from '../../data/bill-template';
import { PageShell } from '../../components/PageShell';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { AdminRecord } from '../admin/AdminRecord';
import { useModuleRights } from '../admin/module-rights';
import { useSettingsBranch } from '../admin/SettingsBranchSelect';
import { BillTemplateForm } from './BillTemplateForm';

export function BillTemplatePage() {
  const { t } = useLingui();
  const can = useModuleRights(BillTemplateRight);
  const { branchId, select } = useSettingsBranch(t`Each branch prints its own bills`);
  if (!branchId) return <NoBranchNotice />;
  return (
    <PageShell title={t`Bill template`} maw={1000}>
      {select}
      <AdminRecord key={branchId} module="bill-template" id={branchId} load={async () => ({ id: branchId, ...(await fetchBillTemplate(branchId)) })} loadingLabel={t`Loading the bill template`}>
        {(result, readOnly) => <BillTemplateForm key={JSON.stringify(result)} result={result} readOnly={readOnly || !can.update} />}
      </AdminRecord>
    </PageShell>
  );
}
