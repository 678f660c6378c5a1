/**
 * The business (spec part 2 §2 /tenant), for its tenant admin: its name and how it is reached,
 * edited with its right, and its branches at a glance, each leading to the branch's screen.
 * Offline, the tablet's last copy of both, read-only.
 */
import { useState } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { BUSINESS_BRANCH_SORT, type BusinessBranchRow, type BusinessDetail } from '../../domain/people/contract';
import { TenantRight } from '../../domain/people/rights';
import { DEFAULT_PHONE_SETTING, formatPhone } from '../../domain/phone';
import { fetchBusiness, fetchBusinessBranches } from '../../data/people';
import { PageShell } from '../../components/PageShell';
import { useShellSession } from '../shell/session-context';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { AdminRecord } from '../admin/AdminRecord';
import { hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { RecordField } from '../admin/RecordField';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights } from '../admin/module-rights';
import { BranchLink } from './BranchLink';
import { BUSINESS_FORM_ID, BusinessForm } from './BusinessForm';

export function BusinessPage() {
  const { t } = useLingui();
  const { auth } = useShellSession();
  const can = useModuleRights(TenantRight);
  const [editing, setEditing] = useState<BusinessDetail | null>(null);
  const [version, setVersion] = useState(0);
  const branches = useAdminList({ key: 'business-branches', fetch: fetchBusinessBranches, sortable: BUSINESS_BRANCH_SORT });

  const columns: AdminColumn<BusinessBranchRow>[] = [
    { accessor: 'code', title: t`Code`, render: (b) => <Text ff="monospace" fw={600} size="sm">{b.code}</Text> },
    { accessor: 'name', title: t`Name` },
    { accessor: 'timeZone', title: t`Time zone`, visibleMediaQuery: hideOnPhone },
    {
      accessor: 'opening',
      title: t`Opening`,
      render: (b) => <Badge color={b.opening ? 'green' : 'orange'} variant="light">{b.opening ? t`Open` : t`Closed`}</Badge>,
    },
    {
      accessor: 'active',
      title: t`Status`,
      visibleMediaQuery: hideOnPhone,
      render: (b) => <Badge color={b.active ? 'green' : 'gray'} variant="light">{b.active ? t`Active` : t`Deactivated`}</Badge>,
    },
  ];

  return (
    <PageShell title={t`Business`} maw={1100}>
      <AdminRecord module="business" id={auth.tenantId} load={() => fetchBusiness(auth.tenantId)} loadingLabel={t`Loading the business`} version={version}>
        {(business, readOnly) => <BusinessCard business={business} onEdit={can.update && !readOnly ? () => setEditing(business) : null} />}
      </AdminRecord>

      <Title order={2} size="h4">
        {t`Branches`}
      </Title>
      <AdminList
        list={branches}
        label={t`Branches`}
        search={{ label: t`Search branches`, placeholder: t`Code or name` }}
        columns={columns}
        emptyText={t`No branches found`}
        rowActions={(b) => {
          const name = b.name;
          return (
            <BranchLink branchId={b.id} label={t`Open branch ${name}`}>
              {t`Open`}
            </BranchLink>
          );
        }}
      />

      <AdminModal opened={editing !== null} onClose={() => setEditing(null)} title={t`Edit business`} size={700} formId={BUSINESS_FORM_ID}>
        {editing ? (
          <BusinessForm
            business={editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              setVersion((v) => v + 1);
            }}
          />
        ) : null}
      </AdminModal>
    </PageShell>
  );
}

function BusinessCard(props: { business: BusinessDetail; onEdit: (() => void) | null }) {
  const { t } = useLingui();
  const { session } = useShellSession();
  const { business } = props;
  const phoneSetting = session.branchConfig?.phone ?? DEFAULT_PHONE_SETTING;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            {business.name}
          </Title>
          {props.onEdit ? (
            <Button variant="default" onClick={props.onEdit}>
              {t`Edit business`}
            </Button>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <RecordField label={t`Phone`} value={business.phone ? formatPhone(business.phone, phoneSetting) : null} />
          <RecordField label={t`Email`} value={business.email} />
          <RecordField label={t`Address`} value={business.address} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
