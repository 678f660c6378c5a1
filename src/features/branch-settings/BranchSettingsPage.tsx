/**
 * Branch settings: the current branch's config (read from Dexie) and its language. Saving
 * the language reloads get-language into Dexie, and the whole shell switches at once.
 */
import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../domain/api';
import { formatMoney } from '../../domain/money';
import { updateBranchLanguage } from '../../data/branch';
import { useOnline } from '../../data/use-online';
import { useShellSession } from '../shell/session-context';
import { isLanguage } from '../i18n/language-pick';
import { notifyError, notifySuccess } from '../feedback/notify';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { LANGUAGE_OPTIONS } from './language-options';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { PageShell } from '../../components/PageShell';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  );
}

export function BranchSettingsPage() {
  const { t } = useLingui();
  const { session, auth, branch } = useShellSession();
  const online = useOnline();
  const config = session.branchConfig;
  const current = config?.language ?? session.language?.language;
  const [choice, setChoice] = useState<Language | null>(null);
  const [saving, setSaving] = useState(false);
  const language = choice ?? current ?? 'en';
  useUnsavedChanges('branch-settings', choice !== null && choice !== current);

  if (!auth.branchId || auth.isTenantSelection || !config) return <NoBranchNotice />;
  const branchId = auth.branchId;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      await updateBranchLanguage(auth.userId, branchId, language);
      setChoice(null);
      notifySuccess(t`Update success`);
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  }

  // HST is stored as a percentage (13 = 13 %).
  const hst = `${config.hst} %`;

  return (
    <PageShell maw={720} title={`${t`Branch settings`}${branch ? ` — ${branch.name}` : ''}`}>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label={t`Time zone`} value={config.timeZone} />
          <Field label={t`Phone format`} value={config.phone.pattern} />
          <Field label={t`Money symbol`} value={`${config.moneySymbol} (${formatMoney(123456, config.moneySymbol)})`} />
          <Field label={t`HST`} value={hst} />
          <Field label={t`Opening hours`} value={`${config.startTime}–${config.endTime}`} />
        </SimpleGrid>
      </Paper>
      <Paper component="form" withBorder radius="md" p="md" onSubmit={(e: FormEvent<HTMLFormElement>) => void save(e)}>
        <Stack gap="md">
          <NativeSelect
            label={t`Language`}
            data={LANGUAGE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            value={language}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isLanguage(value)) setChoice(value);
            }}
            size="md"
            maw={320}
          />
          <Group>
            <Button type="submit" loading={saving} disabled={!online || language === current}>
              {t`Save`}
            </Button>
            {!online ? (
              <Text size="sm" c="dimmed">
                {t`Saving needs a connection.`}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Paper>
    </PageShell>
  );
}
