/**
 * What staff must see wherever a customer is picked (spec part 1 §5, part 2 §6: booking form,
 * cart, payment): a blocked customer's "Blocked customer!!!" with their notes, or otherwise the
 * notes as information. Works from whatever the picker holds (a stored search or booking), so
 * it shows offline too.
 */
import { Alert, List, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export type PickedCustomerNote = { id: string; note: string };

export function BlockedCustomerNotice(props: { blocked: boolean; notes: readonly PickedCustomerNote[] }) {
  const { t } = useLingui();
  const { blocked, notes } = props;
  if (!blocked && notes.length === 0) return null;
  const list =
    notes.length > 0 ? (
      <List size="sm" aria-label={t`Customer notes`}>
        {notes.map((n) => (
          <List.Item key={n.id} style={{ overflowWrap: 'anywhere' }}>
            {n.note}
          </List.Item>
        ))}
      </List>
    ) : null;
  if (!blocked) return list;
  return (
    <Alert color="red" variant="light" role="alert" py={6} title={t`Blocked customer!!!`}>
      {list ?? <Text size="sm">{t`This customer is blocked`}</Text>}
    </Alert>
  );
}
