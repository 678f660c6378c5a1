/**
 * /branch (spec part 2 §2: branch list, branch config, working time, closed days, QR code):
 * the branches, then the current branch's working time per weekday, its closed days and
 * holidays, its settings by date and its taxes. Changes reach the appointment book at once here and on
 * every tablet at its next sync.
 */
import { Tabs } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { BranchRight } from '../../domain/branch/rights';
import { PageShell } from '../../components/PageShell';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { useModuleRights } from '../admin/module-rights';
import { BranchList } from './BranchList';
import { WorkingTimeTab } from './WorkingTimeTab';
import { HolidayList } from './HolidayList';
import { DateConfigList } from './DateConfigList';
import { BranchTaxesTab } from './BranchTaxesTab';

export function BranchPage() {
  const { t } = useLingui();
  const { auth, branch } = useShellSession();
  const can = useModuleRights(BranchRight);
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const current = branch?.name ?? '';
  const forBranch = (node: (id: string) => React.ReactNode) => (branchId ? node(branchId) : <NoBranchNotice />);

  return (
    <PageShell title={t`Branches`}>
      <Tabs defaultValue="branches" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="branches">{t`Branches`}</Tabs.Tab>
          <Tabs.Tab value="working-time">{t`Working time`}</Tabs.Tab>
          <Tabs.Tab value="holidays">{t`Closed days and holidays`}</Tabs.Tab>
          <Tabs.Tab value="dates">{t`Settings by date`}</Tabs.Tab>
          <Tabs.Tab value="taxes">{t`Taxes`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="branches" pt="md">
          <BranchList />
        </Tabs.Panel>
        <Tabs.Panel value="working-time" pt="md" aria-label={t`Working time of ${current}`}>
          {forBranch((id) => <WorkingTimeTab key={id} branchId={id} canUpdate={can.update} />)}
        </Tabs.Panel>
        <Tabs.Panel value="holidays" pt="md">
          {forBranch((id) => <HolidayList key={id} branchId={id} canUpdate={can.update} />)}
        </Tabs.Panel>
        <Tabs.Panel value="dates" pt="md">
          {forBranch((id) => <DateConfigList key={id} branchId={id} canUpdate={can.update} />)}
        </Tabs.Panel>
        <Tabs.Panel value="taxes" pt="md">
          {forBranch((id) => <BranchTaxesTab key={id} branchId={id} canUpdate={can.update} />)}
        </Tabs.Panel>
      </Tabs>
    </PageShell>
  );
}
