/**
 * SMS campaigns of the current branch (spec part 2 §2 /sms-campaign, issue 17) on the back-office
 * kit: search by name or message, 15 per page, sorting; the form with the live recipient count;
 * the record with Send, Schedule, Cancel and each recipient's result; each change offered only
 * with its right; offline the tablet's last copy, read-only.
 */
import { useState } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { CAMPAIGN_SORT, type CampaignDetail, type CampaignRow } from '../../domain/campaign/contract';
import { CampaignRight } from '../../domain/campaign/campaign-rights';
import { CampaignStatus } from '../../domain/campaign/campaign-form';
import { formatZonedDateTime } from '../../domain/time';
import { cancelCampaign, deleteCampaign, fetchCampaign, fetchCampaigns, sendCampaign } from '../../data/campaigns';
import { PageShell } from '../../components/PageShell';
import { useShellSession } from '../shell/session-context';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { AdminList } from '../admin/AdminList';
import { AdminModal } from '../admin/AdminModal';
import { AdminRecord } from '../admin/AdminRecord';
import { hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { confirmDelete, confirmThen, SavedKind } from '../admin/admin-feedback';
import { useAdminList } from '../admin/use-admin-list';
import { useModuleRights } from '../admin/module-rights';
import { displayDateTime } from '../appointment/panels/display-format';
import { CampaignDetailView, type CampaignActions } from './CampaignDetailView';
import { CAMPAIGN_FORM_ID, CampaignForm } from './CampaignForm';
import { campaignStatusColours, campaignStatusLabels } from './campaign-labels';

type Open = { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'detail'; id: string };

/** Re-read a campaign's record while its messages are still leaving. */
const stillSending = (c: CampaignDetail) => c.status === CampaignStatus.SENDING;

export function CampaignPage() {
  const { t, i18n } = useLingui();
  const { auth, session, timeZone } = useShellSession();
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const list = useAdminList({
    key: branchId ? `sms-campaign-list|${branchId}` : null,
    fetch: (request) => fetchCampaigns(branchId ?? '', request),
    sortable: CAMPAIGN_SORT,
  });
  const [open, setOpen] = useState<Open | null>(null);
  const [version, setVersion] = useState(0);
  const can = useModuleRights(CampaignRight);
  const moneySymbol = session.branchConfig?.moneySymbol ?? '$';

  if (!branchId) return <NoBranchNotice />;

  const reload = () => {
    setOpen(null);
    list.reload();
  };
  const refreshDetail = () => {
    setVersion((n) => n + 1);
    list.reload();
  };
  const askDelete = (c: Pick<CampaignRow, 'id' | 'name'>) => {
    const name = c.name;
    confirmDelete({ title: t`Delete campaign ${name}?`, message: t`Only a draft or a cancelled campaign can be deleted.`, remove: () => deleteCampaign(c.id), onDeleted: reload });
  };
  const actionsOf = (c: CampaignRow, readOnly: boolean): CampaignActions => {
    const name = c.name;
    const draft = c.status === CampaignStatus.DRAFT;
    return {
      onEdit: can.update && !readOnly && draft ? () => setOpen({ kind: 'edit', id: c.id }) : null,
      onDelete: can.delete && !readOnly && (draft || c.status === CampaignStatus.CANCELLED) ? () => askDelete(c) : null,
      onSend:
        can.create && !readOnly && draft
          ? () =>
              confirmThen({
                title: c.sendMode === 'SCHEDULED' ? t`Schedule campaign ${name}?` : t`Send campaign ${name} now?`,
                message: t`Each customer it reaches gets one SMS. Who opts out before it is sent is left out.`,
                confirmLabel: c.sendMode === 'SCHEDULED' ? t`Schedule` : t`Send`,
                act: () => sendCampaign(c.id),
                kind: SavedKind.STATUS,
                onDone: refreshDetail,
              })
          : null,
      onCancel:
        can.update && !readOnly && c.status === CampaignStatus.SCHEDULED
          ? () =>
              confirmThen({
                title: t`Cancel campaign ${name}?`,
                message: t`It will not be sent. A cancelled campaign can be deleted.`,
                confirmLabel: t`Cancel campaign`,
                danger: true,
                act: () => cancelCampaign(c.id),
                kind: SavedKind.STATUS,
                onDone: refreshDetail,
              })
          : null,
    };
  };

  const columns: AdminColumn<CampaignRow>[] = [
    {
      accessor: 'name',
      title: t`Name`,
      render: (c) => (
        <div>
          <Text size="sm" fw={600}>
            {c.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {c.message}
          </Text>
        </div>
      ),
    },
    {
      accessor: 'status',
      title: t`Status`,
      render: (c) => (
        <Badge color={campaignStatusColours[c.status]} variant="light">
          {i18n._(campaignStatusLabels[c.status])}
        </Badge>
      ),
    },
    { accessor: 'time', title: t`Time`, visibleMediaQuery: hideOnPhone, render: (c) => (c.time ? displayDateTime(formatZonedDateTime(new Date(c.time), timeZone)) : '—') },
    { accessor: 'recipients', title: t`Recipients`, textAlign: 'right', visibleMediaQuery: hideOnPhone },
    { accessor: 'sent', title: t`Sent / failed`, textAlign: 'right', visibleMediaQuery: hideOnPhone, render: (c) => `${c.sent} / ${c.failed}` },
  ];

  return (
    <PageShell title={t`SMS campaigns`} actions={can.create ? <Button onClick={() => setOpen({ kind: 'create' })} disabled={list.readOnly}>{t`Create campaign`}</Button> : null}>
      <AdminList
        list={list}
        label={t`SMS campaigns`}
        search={{ label: t`Search campaigns`, placeholder: t`Name or message` }}
        columns={columns}
        emptyText={t`No campaigns yet`}
        rowActions={(c) => {
          const a = actionsOf(c, list.readOnly);
          return <RowActions name={c.name} readOnly={list.readOnly} onDetail={() => setOpen({ kind: 'detail', id: c.id })} onEdit={a.onEdit} onDelete={a.onDelete} />;
        }}
      />

      <AdminModal opened={open?.kind === 'create'} onClose={() => setOpen(null)} title={t`Create campaign`} size={900} formId={CAMPAIGN_FORM_ID}>
        {open?.kind === 'create' ? (
          <CampaignForm campaign={null} branchId={branchId} moneySymbol={moneySymbol} onCancel={() => setOpen(null)} onSaved={(id) => { list.reload(); setOpen({ kind: 'detail', id }); }} />
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'edit'} onClose={() => setOpen(null)} title={t`Edit campaign`} size={900} formId={CAMPAIGN_FORM_ID}>
        {open?.kind === 'edit' ? (
          <AdminRecord module="sms-campaign" id={open.id} load={() => fetchCampaign(open.id)} loadingLabel={t`Loading campaign`}>
            {(campaign) => <CampaignForm campaign={campaign} branchId={branchId} moneySymbol={moneySymbol} onCancel={() => setOpen(null)} onSaved={(id) => { list.reload(); setOpen({ kind: 'detail', id }); }} />}
          </AdminRecord>
        ) : null}
      </AdminModal>

      <AdminModal opened={open?.kind === 'detail'} onClose={() => setOpen(null)} title={t`Campaign detail`} size={900}>
        {open?.kind === 'detail' ? (
          <AdminRecord module="sms-campaign" id={open.id} load={() => fetchCampaign(open.id)} loadingLabel={t`Loading campaign`} version={version} poll={stillSending}>
            {(campaign, readOnly) => <CampaignDetailView campaign={campaign} moneySymbol={moneySymbol} {...actionsOf(campaign, readOnly)} />}
          </AdminRecord>
        ) : null}
      </AdminModal>
    </PageShell>
  );
}
