/** Changes the server refused: nothing disappears silently; each waits for a decision. */
import { Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useNeedsAttention } from '../../data/sync-hooks';
import { AttentionItemCard } from './AttentionItemCard';
import { nestAttention } from './attention-tree';

export function NeedsAttentionList() {
  const { t } = useLingui();
  const items = useNeedsAttention();
  if (!items) return null;
  if (items.length === 0) return <Text c="dimmed">{t`Nothing needs attention.`}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0}>
      {nestAttention(items).map((group) => (
        <AttentionItemCard key={group.item.mutation.id} item={group.item} waiting={group.waiting} />
      ))}
    </Stack>
  );
}
