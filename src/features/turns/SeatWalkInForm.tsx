/**
 * Seating a guest from the clipboard as a walk-in (issue 19): the technician whose turn it is
 * comes chosen, the desk may pick another, and the guest starts in the current slot.
 */
import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export type SeatChoice = { id: string; label: string };

export function SeatWalkInForm(props: {
  guestName: string;
  /** The clocked-in technicians in turn order, then the others working today. */
  technicians: SeatChoice[];
  /** Whose turn it is: chosen at first. */
  next: SeatChoice;
  /** "HH:mm", the slot the guest starts in. */
  startLabel: string;
  onCancel: () => void;
  /** Resolves true when the seat was queued (a refusal keeps the form open). */
  onSubmit: (technicianId: string) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const [technicianId, setTechnicianId] = useState(props.next.id);
  const [busy, setBusy] = useState(false);
  const { guestName, startLabel } = props;
  const nextName = props.next.label;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        void props.onSubmit(technicianId).then((queued) => {
          setBusy(false);
          if (queued) props.onCancel();
        });
      }}
    >
      <Stack gap="md">
        <Text>{t`${guestName} starts at ${startLabel}.`}</Text>
        <Select
          label={t`Technician`}
          description={t`Next turn: ${nextName}`}
          data={props.technicians.map((x) => ({ value: x.id, label: x.label }))}
          value={technicianId}
          onChange={(value) => {
            if (value) setTechnicianId(value);
          }}
          allowDeselect={false}
          required
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>{t`Cancel`}</Button>
          <Button type="submit" loading={busy}>{t`Seat`}</Button>
        </Group>
      </Stack>
    </form>
  );
}
