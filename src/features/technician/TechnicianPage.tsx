/**
 * Technicians of the current branch (spec part 2 §2 "Technician list") on the back-office kit:
 * search, 15 per page, sorting, each change offered only with its right; offline the tablet's
 * last copy, read-only. A technician saved here gets their column on every board at its next
 * poll of the day's technicians.
 */
import { useState } from 'react';
import { Avatar, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { DEFAULT_PHONE_SETTING, formatPhone } from '../../domain/phone';
import { TECHNICIAN_SORT, type TechnicianDetail, type TechnicianRow } from '../../domain/technician/contract';
import { TechnicianRight } from '../../domain/technician/rights';
import { deleteTechnician, fetchTechnician, fetchTechnicians } from '../../data/technicians';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { todayIn } from '../dates/branch-dates';
import { PageShell } from '../../components/PageShell';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { AdminRecord } from '../admin/AdminRecord';
import { hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { confirmDelete } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights } from '../admin/module-rights';
import { TECHNICIAN_FORM_ID, TechnicianForm } from './TechnicianForm';
import { useWorkTypeLabel, workingHoursText } from './working-time-labels';
import { RecordActions } from '../admin/RecordActions';
import { RecordField } from '../admin/RecordField';
import { deskNow } from '../../data/desk-clock';

type Open = { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'detail'; id: string };

export function TechnicianPage() {
  const { t } = useLingui();
  const { auth, session, timeZone } = useShellSession();
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const list = useAdminList({
    key: branchId ? `technician-list|${branchId}` : null,
    fetch: (request) => fetchTechnicians(branchId ?? '', request),
    sortable: TECHNICIAN_SORT,
  });
  const [open, setOpen] = useState<Open | null>(null);
  const can = useModuleRights(TechnicianRight);
  const workTypeLabel = useWorkTypeLabel();
  const phone = session.branchConfig?.phone ?? DEFAULT_PHONE_SETTING;
  const today = todayIn(timeZone, deskNow().getTime());

  if (!branchId) return <NoBranchNotice />;

  const askDelete = (technician: Pick<TechnicianRow, 'id' | 'name'>) => {
    const name = technician.name;
    confirmDelete({
      title: t`Delete technician ${name}?`,
      message: t`The technician, their services, working times and time off are removed for good. One with bookings cannot be deleted: deactivate them instead.`,
      remove: () => deleteTechnician(technician.id),
      onDeleted: () => {
        setOpen(null);
        list.reload();
      },
    });
  };
  const saved = () => {
    list.reload();
    setOpen(null);
  };
  const form = (technician: TechnicianDetail | null) => (
    <TechnicianForm technician={technician} branchId={branchId} phone={phone} today={today} onCancel={() => setOpen(null)} onSaved={saved} />
  );

  const columns: AdminColumn<TechnicianRow>[] = [
    { accessor: 'avatar', title: t`Avatar`, width: 64, visibleMediaQuery: hideOnPhone, render: (r) => <Avatar src={r.avatar} alt="" radius="xl" size={36} name={r.name} color="initials" /> },
    { accessor: 'name', title: t`Name`, render: (r) => <Text size="sm" fw={600}>{r.fullService ? `${r.name}-FS` : r.name}</Text> },
    { accessor: 'phone', title: t`Phone`, visibleMediaQuery: hideOnPhone, render: (r) => (r.phone ? formatPhone(r.phone, phone) : '') },
    { accessor: 'priority', title: t`Priority`, textAlign: 'right', visibleMediaQuery: hideOnPhone },
    { accessor: 'workType', title: t`Work type`, render: (r) => workTypeLabel(r.workType) },
    {
      accessor: 'active',
      title: t`Status`,
      render: (r) => (
        <Badge color={r.active ? 'green' : 'gray'} variant="light">
          {r.active ? t`Active` : t`Inactive`}
        </Badge>
      ),
    },
  ];

  return (
    <PageShell
      title={t`Technicians`}
      actions={
        <Group gap="xs">
          <Button variant="default" component={Link} to="/technician/time-sheet">{t`Time sheet`}</Button>
          {can.create ? <Button onClick={() => setOpen({ kind: 'create' })} disabled={list.readOnly}>{t`Create technician`}</Button> : null}
        </Group>
      }
    >
      <AdminList
        list={list}
        label={t`Technicians`}
        search={{ label: t`Search technicians`, placeholder: t`Name, phone or email` }}
        columns={columns}
        emptyText={t`No technicians found`}
        rowActions={(technician) => (
          <RowActions
            name={technician.name}
            readOnly={list.readOnly}
            onDetail={() => setOpen({ kind: 'detail', id: technician.id })}
            onEdit={can.update ? () => setOpen({ kind: 'edit', id: technician.id }) : null}
            onDelete={can.delete ? () => askDelete(technician) : null}
          />
        )}
      />

      <AdminModal opened={open?.kind === 'create'} onClose={() => setOpen(null)} title={t`Create technician`} size={900} formId={TECHNICIAN_FORM_ID}>
        {open?.kind === 'create' ? form(null) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'edit'} onClose={() => setOpen(null)} title={t`Edit technician`} size={900} formId={TECHNICIAN_FORM_ID}>
        {open?.kind === 'edit' ? (
          <AdminRecord module="technician" id={open.id} load={() => fetchTechnician(open.id)} loadingLabel={t`Loading technician`}>
            {(technician) => form(technician)}
          </AdminRecord>
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'detail'} onClose={() => setOpen(null)} title={t`Technician detail`} size={700}>
        {open?.kind === 'detail' ? (
          <AdminRecord module="technician" id={open.id} load={() => fetchTechnician(open.id)} loadingLabel={t`Loading technician`}>
            {(technician, readOnly) => (
              <TechnicianDetailView
                technician={technician}
                phoneText={technician.phone ? formatPhone(technician.phone, phone) : ''}
                onEdit={can.update && !readOnly ? () => setOpen({ kind: 'edit', id: technician.id }) : null}
                onDelete={can.delete && !readOnly && technician.deletable ? () => askDelete(technician) : null}
              />
            )}
          </AdminRecord>
        ) : null}
      </AdminModal>
    </PageShell>
  );
}

function TechnicianDetailView(props: { technician: TechnicianDetail; phoneText: string; onEdit: (() => void) | null; onDelete: (() => void) | null }) {
  const { t } = useLingui();
  const workTypeLabel = useWorkTypeLabel();
  const { technician } = props;
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Avatar src={technician.avatar} alt={technician.name} size={120} radius="md" name={technician.name} color="initials" />
        <SimpleGrid cols={2} spacing="sm" style={{ flex: 1, minWidth: 240 }}>
          <RecordField label={t`Name`} value={technician.fullService ? `${technician.name}-FS` : technician.name} />
          <RecordField label={t`Gender`} value={technician.gender === 'MALE' ? t`Male` : t`Female`} />
          <RecordField label={t`Phone`} value={props.phoneText} />
          <RecordField label={t`Email`} value={technician.email ?? ''} />
          <RecordField label={t`Status`} value={technician.active ? t`Active` : t`Inactive`} />
          <RecordField label={t`Priority`} value={`${technician.priority}${technician.autoPriority ? ` · ${t`Auto priority`}` : ''}`} />
          <RecordField label={t`Work type`} value={`${workTypeLabel(technician.workType)}${technician.shifts.length > 0 ? ` · ${workingHoursText(technician.shifts)}` : ''}`} />
          <RecordField label={t`Address`} value={technician.address ?? ''} />
        </SimpleGrid>
      </Group>
      <RecordField label={t`Services performed`} value={technician.services.map((s) => s.name).join(', ')} />
      <RecordField label={t`Description`} value={technician.description ?? ''} />
      <RecordActions onEdit={props.onEdit} onDelete={props.onDelete} />
    </Stack>
  );
}
