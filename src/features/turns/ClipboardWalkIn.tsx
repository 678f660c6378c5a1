/**
 * "Seat as walk-in" beside a clipboard guest (issue 19): when the branch keeps a turn list and
 * someone has clocked in, the guest is seated now with the technician whose turn it is
 * suggested, and the booking counts as a walk-in, offline too (one queued change).
 */
import { useState } from 'react';
import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ScheduleTechnician } from '../../domain/api';
import { SLOT_MINUTES } from '../../domain/scheduler/working-hours';
import { dateTimeAt, nowOnDay } from '../../domain/scheduler/clock';
import type { TurnRow } from '../../domain/turns/turn-order';
import { WindowModal } from '../../components/WindowModal';
import { deskNow } from '../../data/desk-clock';
import { isWorking, technicianLabel } from '../appointment/technician';
import { SeatWalkInForm, type SeatChoice } from './SeatWalkInForm';

/** Clocked-in technicians in turn order first, then the others working today. */
function seatChoices(rows: readonly TurnRow[], technicians: readonly ScheduleTechnician[]): SeatChoice[] {
  const byId = new Map(technicians.map((x) => [x.id, x]));
  const inTurn = rows.flatMap((r) => {
    const x = byId.get(r.technicianId);
    return x ? [x] : [];
  });
  const others = technicians.filter((x) => isWorking(x) && !rows.some((r) => r.technicianId === x.id));
  return [...inTurn, ...others].map((x) => ({ id: x.id, label: technicianLabel(x) }));
}

export function ClipboardWalkIn(props: {
  guestName: string;
  rows: readonly TurnRow[];
  technicians: readonly ScheduleTechnician[];
  /** The board's day, today. */
  date: string;
  timeZone: string;
  onSeat: (technicianId: string, startTime: string) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const [start, setStart] = useState<string | null>(null);
  const choices = seatChoices(props.rows, props.technicians);
  const next = choices[0];
  if (!next) return null;
  const name = props.guestName;
  const open = () => {
    const minute = nowOnDay(deskNow(), props.timeZone, props.date);
    setStart(dateTimeAt(props.date, Math.floor(minute / SLOT_MINUTES) * SLOT_MINUTES));
  };
  return (
    <>
      <Button size="compact-xs" variant="light" color="teal" mt={4} aria-label={t`Seat ${name} as a walk-in`} onClick={open}>
        {t`Seat as walk-in`}
      </Button>
      {start ? (
        <WindowModal opened title={t`Seat a walk-in`} width={600} onClose={() => setStart(null)}>
          <SeatWalkInForm
            guestName={name}
            technicians={choices}
            next={next}
            startLabel={start.slice(11)}
            onCancel={() => setStart(null)}
            onSubmit={(technicianId) => props.onSeat(technicianId, start)}
          />
        </WindowModal>
      ) : null}
    </>
  );
}
