/** Header Pay-in / Pay-out buttons (see use-pos-actions.ts): words from `lg` up, icons below. */
import { Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { PosActionType } from '../../domain/pos-codes';
import { CashInIcon, CashOutIcon } from '../../components/icons';
import { ResponsiveButton } from '../../components/ResponsiveButton';
import { usePosActions } from './use-pos-actions';

export function PosActionButtons() {
  const { t } = useLingui();
  const { allowed, open } = usePosActions();
  if (!allowed) return null;
  return (
    <Group gap={8} wrap="nowrap">
      <ResponsiveButton label={t`Pay-in`} icon={<CashInIcon />} labelFrom="lg" variant="light" color="teal" onClick={() => open(PosActionType.IN)} />
      <ResponsiveButton label={t`Pay-out`} icon={<CashOutIcon />} labelFrom="lg" variant="light" color="orange" onClick={() => open(PosActionType.OUT)} />
    </Group>
  );
}
