/** The current branch's taxes, read through the tablet's copy when offline. */
import { useLingui } from '@lingui/react/macro';
import { fetchBranchTaxes } from '../../data/branches';
import { AdminRecord } from '../admin/AdminRecord';
import { BranchTaxesForm } from './BranchTaxesForm';

export function BranchTaxesTab(props: { branchId: string; canUpdate: boolean }) {
  const { t } = useLingui();
  const { branchId } = props;
  return (
    <AdminRecord module="branch-taxes" id={branchId} load={async () => ({ id: branchId, ...(await fetchBranchTaxes(branchId)) })} loadingLabel={t`Loading taxes`}>
      {(record, readOnly) => <BranchTaxesForm key={JSON.stringify(record.taxes)} branchId={branchId} taxes={record.taxes} readOnly={readOnly || !props.canUpdate} />}
    </AdminRecord>
  );
}
