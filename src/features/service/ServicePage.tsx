/**
 * Services of the current branch (spec part 2 §2 /service, "service list and service groups"):
 * the services, their groups, and the display order the booking form's picker follows, one
 * tab each. What the user may change follows their rights; offline, the tablet's last copy.
 */
import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ServiceRight } from '../../domain/catalogue/rights';
import { PageShell } from '../../components/PageShell';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { useModuleRights } from '../admin/module-rights';
import { DisplayOrderPanel } from './DisplayOrderPanel';
import { ServiceGroupList } from './ServiceGroupList';
import { ServiceList } from './ServiceList';

const Tab = { SERVICES: 'services', GROUPS: 'groups', ORDER: 'order' } as const;

export function ServicePage() {
  const { t } = useLingui();
  const { auth, session } = useShellSession();
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const [tab, setTab] = useState<string>(Tab.SERVICES);
  const can = useModuleRights(ServiceRight);
  if (!branchId) return <NoBranchNotice />;
  const moneySymbol = session.branchConfig?.moneySymbol ?? '$';
  return (
    <PageShell title={t`Services`}>
      {/* Each tab reads afresh when shown: a group made on one is in the next one's choices. */}
      <Tabs value={tab} onChange={(value) => setTab(value ?? Tab.SERVICES)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value={Tab.SERVICES}>{t`Services`}</Tabs.Tab>
          <Tabs.Tab value={Tab.GROUPS}>{t`Service groups`}</Tabs.Tab>
          <Tabs.Tab value={Tab.ORDER}>{t`Display order`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={Tab.SERVICES}>
          <ServiceList branchId={branchId} moneySymbol={moneySymbol} />
        </Tabs.Panel>
        <Tabs.Panel value={Tab.GROUPS}>
          <ServiceGroupList branchId={branchId} />
        </Tabs.Panel>
        <Tabs.Panel value={Tab.ORDER}>
          <DisplayOrderPanel branchId={branchId} canUpdate={can.update} />
        </Tabs.Panel>
      </Tabs>
    </PageShell>
  );
}
