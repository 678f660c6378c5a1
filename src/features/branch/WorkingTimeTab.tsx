/** The working-time form of the current branch, read through the tablet's copy when offline. */
import { useLingui } from '@lingui/react/macro';
import { fetchWorkingTime } from '../../data/branches';
import { AdminRecord } from '../admin/AdminRecord';
import { WorkingTimeForm } from './WorkingTimeForm';

export function WorkingTimeTab(props: { branchId: string; canUpdate: boolean }) {
  const { t } = useLingui();
  const { branchId } = props;
  return (
    <AdminRecord module="working-time" id={branchId} load={async () => ({ id: branchId, ...(await fetchWorkingTime(branchId)) })} loadingLabel={t`Loading working time`}>
      {(week, readOnly) => <WorkingTimeForm key={JSON.stringify(week.days)} branchId={branchId} week={week} readOnly={readOnly || !props.canUpdate} onSaved={() => undefined} />}
    </AdminRecord>
  );
}
