/**
 * One refused change: what it was, why the server said no, and what staff can do. Changes
 * that only failed because they wait for this one are listed under it.
 */
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useLingui } from '@lingui/react/macro';
import { canForce, discardAttention, editAttention, isBookingSave, moveAttentionToClipboard, replaceAttention, retryAttention } from '../../data/attention';
import type { AttentionItem } from '../../data/sync-hooks';
import { MutationName } from '../../domain/sync-protocol';
import { notifySuccess } from '../feedback/notify';
import { openPosActionModal } from '../pos/open-pos-action-modal';
import { useShellSession } from '../shell/session-context';
import { describeLocalFailure } from './describe-local-failure';
import { describeMutation } from './describe-mutation';
import { describeRefusal } from './describe-refusal';
import { closeSyncPanel } from './sync-panel-state';
import { openRefusedEdit } from './refused-edit-state';
import { mutationFacts } from './mutation-facts';
import { openRefusedPayoutEdit } from './refused-payout-edit';
import { canEditRefusedPayout } from './refused-payout';

export function AttentionItemCard({ item, waiting }: { item: AttentionItem; waiting: readonly AttentionItem[] }) {
  const { t, i18n } = useLingui();
  const { timeZone, branch } = useShellSession();
  const [busy, setBusy] = useState(false);
  const id = item.mutation.id;
  const what = describeMutation(item.mutation, { i18n, createdAt: item.mutation.createdAt, timeZone });
  const facts = mutationFacts(item.mutation);

  async function run(action: () => Promise<unknown>, done?: string) {
    setBusy(true);
    try {
      await action();
      if (done) notifySuccess(done);
    } catch (error) {
      modals.open({ title: t`Something went wrong`, children: <Text>{describeLocalFailure(error, i18n)}</Text> });
    } finally {
      setBusy(false);
    }
  }

  const bookingSave = facts.name === MutationName.BOOKING_CREATE || facts.name === MutationName.BOOKING_UPDATE ? facts : null;
  // The booking form needs the branch's own settings: a change of another branch is edited there.
  const canEditBooking = bookingSave !== null && bookingSave.args.branchId === branch?.id;
  // A refused bill reopens in the payment form, which needs that branch's payment options too.
  const canEditBill = facts.name === MutationName.BILL_CREATE && facts.args.branchId === branch?.id;

  /** The booking form or the payment form opens outside the panel, which closes to give it the screen. */
  function openEditor() {
    closeSyncPanel();
    openRefusedEdit(id);
  }

  function confirmToClipboard() {
    modals.openConfirmModal({
      title: t`Move this booking to the clipboard?`,
      centered: true,
      closeOnClickOutside: false,
      children: (
        <Stack gap="xs">
          <Text>{what}</Text>
          <Text size="sm">{t`It is sent again with its guests waiting on the clipboard, to be dropped on a free slot later.`}</Text>
        </Stack>
      ),
      labels: { confirm: t`Move to clipboard`, cancel: t`Cancel` },
      confirmProps: { size: 'md' },
      cancelProps: { size: 'md' },
      onConfirm: () => void run(() => moveAttentionToClipboard(id), t`Move success`),
    });
  }

  async function edit() {
    const args = await editAttention(id);
    const current = mutationFacts({ name: item.mutation.name, args });
    if (current.name === MutationName.TIP_PAYOUT) {
      openRefusedPayoutEdit({ mutationId: id, args: current.args, error: item.error, i18n, onSaved: () => notifySuccess(t`Save success`) });
      return;
    }
    if (facts.name !== MutationName.POS_ACTION_CREATE) return;
    const base = current.name === MutationName.POS_ACTION_CREATE ? current.args : facts.args;
    openPosActionModal({
      type: base.type,
      initial: { value: base.value, note: base.note },
      onSave: async ({ value, note }) => {
        await replaceAttention(id, { ...base, value, note });
        notifySuccess(t`Save success`);
      },
    });
  }

  function confirmDiscard() {
    modals.openConfirmModal({
      title: t`Discard this change?`,
      centered: true,
      closeOnClickOutside: false,
      children: (
        <Stack gap="xs">
          <Text>{what}</Text>
          <Text size="sm">{t`It will not be sent. The discard is kept in the action log.`}</Text>
          {waiting.length > 0 ? <Text size="sm">{t`The changes waiting for it are discarded too.`}</Text> : null}
        </Stack>
      ),
      labels: { confirm: t`Discard`, cancel: t`Cancel` },
      confirmProps: { color: 'red', size: 'md' },
      cancelProps: { size: 'md' },
      onConfirm: () => void run(() => discardAttention(id), t`Change discarded`),
    });
  }

  return (
    <Paper withBorder p="sm" radius="md" component="li" style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Text fw={600}>{what}</Text>
        <Text c="red.8" size="sm" role="note">
          {describeRefusal(item.error, i18n)}
        </Text>
        <Group gap="xs">
          <Button size="md" onClick={() => void run(() => retryAttention(id, {}))} loading={busy}>
            {t`Retry`}
          </Button>
          {canForce(item.mutation.name) ? (
            <Button size="md" variant="light" color="orange" onClick={() => void run(() => retryAttention(id, { force: true }))} disabled={busy}>
              {t`Retry with force`}
            </Button>
          ) : null}
          {isBookingSave(item.mutation.name) ? (
            <Button size="md" variant="light" onClick={confirmToClipboard} disabled={busy}>
              {t`Move to clipboard`}
            </Button>
          ) : null}
          {facts.name === MutationName.POS_ACTION_CREATE || (facts.name === MutationName.TIP_PAYOUT && canEditRefusedPayout(item.error)) ? (
            <Button size="md" variant="default" onClick={() => void run(edit)} disabled={busy}>
              {t`Edit`}
            </Button>
          ) : null}
          {canEditBooking || canEditBill ? (
            <Button size="md" variant="default" onClick={openEditor} disabled={busy}>
              {t`Edit`}
            </Button>
          ) : null}
          <Button size="md" variant="light" color="red" onClick={confirmDiscard} disabled={busy}>
            {t`Discard`}
          </Button>
        </Group>
        {waiting.length > 0 ? (
          <Stack gap={4} component="ul" pl="md" m={0} style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}>
            {waiting.map((w) => (
              <li key={w.mutation.id} style={{ listStyle: 'none' }}>
                <Text size="sm">{describeMutation(w.mutation, { i18n, createdAt: w.mutation.createdAt, timeZone })}</Text>
                <Text size="xs" c="dimmed">
                  {t`Waits for the change above`}
                </Text>
              </li>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
