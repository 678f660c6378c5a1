/**
 * /system/sms-template and /system/email-template: for the branch, each message kind in each
 * language, whether it sends the branch's own words or the built-in ones, and the form to change
 * them. Offline, the tablet's last copy, read-only.
 */
import { useState } from 'react';
import { Badge, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { NotificationChannel } from '../../domain/catalogue/paths';
import type { TemplateListResult, TemplateRow } from '../../domain/notification/template-contract';
import { templateRights } from '../../domain/notification/template-rights';
import { fetchTemplates } from '../../data/message-templates';
import { PageShell } from '../../components/PageShell';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { AdminModal } from '../admin/AdminModal';
import { AdminRecord } from '../admin/AdminRecord';
import { AdminTable, hideOnPhone, type AdminColumn } from '../admin/AdminTable';
import { RowActions } from '../admin/RowActions';
import { useModuleRights } from '../admin/module-rights';
import { useSettingsBranch } from '../admin/SettingsBranchSelect';
import { LANGUAGE_OPTIONS } from '../branch/language-options';
import { KIND_LABELS } from './message-labels';
import { MESSAGE_TEMPLATE_FORM_ID, MessageTemplateForm } from './MessageTemplateForm';

type Row = TemplateRow & { id: string };

const languageName = (language: string) => LANGUAGE_OPTIONS.find((o) => o.value === language)?.label ?? language;

function TemplateList(props: { list: TemplateListResult; readOnly: boolean; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const { list } = props;
  const can = useModuleRights(templateRights(list.channel));
  const [open, setOpen] = useState<{ row: Row; edit: boolean } | null>(null);
  const rows: Row[] = list.rows.map((r) => ({ ...r, id: `${r.kind}|${r.language}` }));
  const name = (r: Row) => `${i18n._(KIND_LABELS[r.kind])} · ${languageName(r.language)}`;
  const columns: AdminColumn<Row>[] = [
    { accessor: 'kind', title: t`Message`, render: (r) => <Text size="sm">{i18n._(KIND_LABELS[r.kind])}</Text> },
    { accessor: 'language', title: t`Language`, render: (r) => languageName(r.language) },
    {
      accessor: 'custom',
      title: t`Words`,
      render: (r) => (
        <Badge color={r.custom ? 'blue' : 'gray'} variant="light">
          {r.custom ? t`Own words` : t`Built-in`}
        </Badge>
      ),
    },
    {
      accessor: 'words',
      title: t`Text`,
      visibleMediaQuery: hideOnPhone,
      render: (r) => (
        <Text size="sm" lineClamp={2} maw={360} style={{ overflowWrap: 'anywhere' }}>
          {r.words.body}
        </Text>
      ),
    },
  ];
  const editable = can.update && !props.readOnly;
  const openRow = open ? rows.find((r) => r.id === open.row.id) ?? open.row : null;
  return (
    <>
      <AdminTable
        label={list.channel === NotificationChannel.SMS ? t`SMS templates` : t`Email templates`}
        records={rows}
        columns={columns}
        fetching={false}
        emptyText=""
        onRowClick={(row) => setOpen({ row, edit: editable })}
        rowActions={(row) => (
          <RowActions
            name={name(row)}
            readOnly={props.readOnly}
            onDetail={() => setOpen({ row, edit: false })}
            onEdit={can.update ? () => setOpen({ row, edit: true }) : null}
          />
        )}
      />
      <AdminModal opened={openRow !== null} title={openRow ? name(openRow) : ''} size={800} formId={MESSAGE_TEMPLATE_FORM_ID} onClose={() => setOpen(null)}>
        {openRow && open ? (
          <MessageTemplateForm
            key={`${openRow.id}|${openRow.updatedAt ?? ''}`}
            templateKey={{ branchId: list.branchId, kind: openRow.kind, channel: list.channel, language: openRow.language }}
            row={openRow}
            branch={{ name: list.branchName, phone: list.branchPhone }}
            readOnly={!open.edit || props.readOnly}
            canReset={can.delete}
            onSaved={() => {
              setOpen(null);
              props.onChanged();
            }}
            onCancel={() => setOpen(null)}
          />
        ) : null}
      </AdminModal>
    </>
  );
}

export function MessageTemplatePage({ channel }: { channel: NotificationChannel }) {
  const { t } = useLingui();
  const { branchId, select } = useSettingsBranch(t`Each branch sends its own words`);
  const [version, setVersion] = useState(0);
  if (!branchId) return <NoBranchNotice />;
  const sms = channel === NotificationChannel.SMS;
  return (
    <PageShell title={sms ? t`SMS templates` : t`Email templates`} maw={1000}>
      {select}
      <Text size="sm" c="dimmed">
        {sms
          ? t`The SMS each message sends, in each language. Until the branch saves its own words, the built-in ones are sent.`
          : t`The email each message sends, in each language. Until the branch saves its own words, the built-in ones are sent.`}
      </Text>
      <AdminRecord
        key={`${branchId}|${channel}`}
        module="message-templates"
        id={`${branchId}|${channel}`}
        version={version}
        load={async () => ({ id: `${branchId}|${channel}`, ...(await fetchTemplates(branchId, channel)) })}
        loadingLabel={sms ? t`Loading the SMS templates` : t`Loading the email templates`}
      >
        {(list, readOnly) => <TemplateList list={list} readOnly={readOnly} onChanged={() => setVersion((n) => n + 1)} />}
      </AdminRecord>
    </PageShell>
  );
}
