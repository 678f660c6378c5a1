/**
 * "Seat as walk-in" beside a clipboard guest (issue 19): when the branch keeps a turn list and
 * someone has clocked in, the guest is seated now with the technician whose turn it is
 * suggested, and the booking counts as a walk-in, offline too (one queued change). The button
 * sits in the guest's row; the window it opens is kept by the clipboard panel.
 */
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

/** The slot a walk-in seated now starts in: the current 15-minute slot of the board's day. */
export function seatStart(date: string, timeZone: string): string {
  const minute = nowOnDay(deskNow(), timeZone, date);
  return dateTimeAt(date, Math.floor(minute / SLOT_MINUTES) * SLOT_MINUTES);
}

/** Beside a clipboard guest: opens the seat window (kept by the panel, see below). */
export function SeatWalkInButton(props: { guestName: string; onOpen: () => void }) {
  const { t } = useLingui();
  const name = props.guestName;
  return (
    <Button size="compact-xs" variant="light" color="teal" mt={4} aria-label={t`Seat ${name} as a walk-in`} onClick={props.onOpen}>
      {t`Seat as walk-in`}
    </Button>
  );
}

/**
 * The seat window. The clipboard panel keeps it, not the guest's row: a row is drawn again
 * whenever the day or the drag changes, and a window kept there closed with it.
 */
export function SeatWalkInWindow(props: {
  guestName: string;
  rows: readonly TurnRow[];
  technicians: readonly ScheduleTechnician[];
  /** "YYYY-MM-DD HH:mm": the slot the guest starts in. */
  start: string;
  onClose: () => void;
  onSeat: (technicianId: string) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const choices = seatChoices(props.rows, props.technicians);
  const next = choices[0];
  if (!next) return null;
  return (
    <WindowModal opened title={t`Seat a walk-in`} width={600} onClose={props.onClose}>
      <SeatWalkInForm
        guestName={props.guestName}
        technicians={choices}
        next={next}
        startLabel={props.start.slice(11)}
        onCancel={props.onClose}
        onSubmit={props.onSeat}
      />
    </WindowModal>
  );
}
