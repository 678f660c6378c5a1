/**
 * The walk-in turn list on the appointment screen (issue 19): whose turn is next, the others in
 * order, clock-in for technicians arriving, a walk-in booked for the next one, and the manager's
 * moves. Everything comes from the board's day as this tablet holds it (the synced records plus
 * its pending changes), through the same rule the other tablets run (domain/turns/turn-order.ts).
 */
import { lazy, Suspense, useState } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { BoardView } from '../../domain/booking/apply';
import { TurnDirection } from '../../domain/turns/direction';
import type { TurnRow } from '../../domain/turns/turn-order';
import { clockInTechnician, moveTechnicianTurn } from '../../data/turn-actions';
import { BadgeLook } from '../../components/badge-look';
import { ArrowDownIcon, ArrowUpIcon } from '../../components/icons';
import { notifySuccess } from '../feedback/notify';
import { isWorking, technicianLabel } from '../appointment/technician';
import classes from './turn-strip.module.css';
import { deskNow } from '../../data/desk-clock';
import { WindowLoading } from '../../components/WindowLoading';
import { withAllMessages } from '../i18n/activate-language';
import { OverlayOnFirstUse } from '../../components/OverlayOnFirstUse';
import { TooltipOnFirstUse } from '../../components/TooltipOnFirstUse';
import { ButtonLook } from '../../components/button-look';
import { ActionIconLook } from '../../components/action-icon-look';

// The clock-in list (a Mantine Menu) comes on first use, not with the board (issue 18).
const loadClockIn = () => import('./ClockInMenu').then((m) => m.ClockInMenu);
// Only a manager opens it, now and then: fetched on first use with its window, not with the board (issue 18).
const TurnMoveWindow = lazy(() => withAllMessages(import('./TurnMoveForm')).then((m) => ({ default: m.TurnMoveWindow })));

export type TurnStripProps = {
  view: BoardView;
  /** Today's list (use-turn-list.ts); null when the branch keeps none or another day is shown. */
  rows: TurnRow[] | null;
  branchId: string;
  /** The branch day today: the list is today's, clock-ins are made for it. */
  today: string;
  canClockIn: boolean;
  canReorder: boolean;
  canBook: boolean;
  onWalkIn: (technicianId: string | null) => void;
};

export function TurnStrip(props: TurnStripProps) {
  const { t, i18n } = useLingui();
  const { view, rows, branchId, today } = props;
  const [moving, setMoving] = useState<{ row: TurnRow; direction: TurnDirection } | null>(null);
  if (!rows) return null;
  const names = new Map(view.technicians.map((x) => [x.id, technicianLabel(x)]));
  const nameOf = (id: string) => names.get(id) ?? '—';
  const clockedIn = new Set(rows.map((r) => r.technicianId));
  const arriving = view.technicians.filter((x) => isWorking(x) && !clockedIn.has(x.id));
  const next = rows[0] ?? null;
  const nextName = next ? nameOf(next.technicianId) : '';
  const pending = new Set(view.pendingIds);
  const notSent = new Set([...(view.turns?.clockIns ?? []), ...(view.turns?.moves ?? [])].filter((x) => pending.has(x.id)).map((x) => x.technicianId));

  const clockIn = async (technicianId: string) => {
    await clockInTechnician({ id: crypto.randomUUID(), branchId, technicianId, date: today, clockedInAt: deskNow().toISOString() });
    const name = nameOf(technicianId);
    notifySuccess(t`${name} clocked in`);
  };

  return (
    <Paper withBorder p="xs" className={classes.strip} role="region" aria-label={t`Walk-in turns`}>
      <Group gap="xs" wrap="nowrap" className={classes.head}>
        <Text fw={600} size="sm">{t`Walk-in turns`}</Text>
        {next ? (
          <BadgeLook color="teal" variant="filled" aria-label={t`Next turn: ${nextName}`}>
            {t`Next: ${nextName}`}
          </BadgeLook>
        ) : (
          <Text size="sm" c="dimmed">{t`Nobody has clocked in yet`}</Text>
        )}
      </Group>
      <ol className={classes.list} aria-label={t`Turn order`}>
        {rows.map((row, index) => {
          const name = nameOf(row.technicianId);
          const turns = i18n.number(row.turns);
          const place = index + 1;
          return (
            <li key={row.technicianId} className={index === 0 ? classes.next : classes.row} aria-label={t`${place}. ${name}, ${turns} turns`}>
              <Text size="sm" span fw={index === 0 ? 700 : 400}>
                {name}
              </Text>
              <Text size="xs" span c="dimmed">
                {t`${turns} turns`}
              </Text>
              {notSent.has(row.technicianId) ? (
                <Text size="xs" span c="orange">
                  {t`not sent yet`}
                </Text>
              ) : null}
              {props.canReorder ? (
                <>
                  <TooltipOnFirstUse label={t`Move ${name} up`}>
                    <ActionIconLook size="sm" variant="subtle" aria-label={t`Move ${name} up`} disabled={index === 0} onClick={() => setMoving({ row, direction: TurnDirection.UP })}>
                      <ArrowUpIcon />
                    </ActionIconLook>
                  </TooltipOnFirstUse>
                  <TooltipOnFirstUse label={t`Move ${name} down`}>
                    <ActionIconLook size="sm" variant="subtle" aria-label={t`Move ${name} down`} disabled={index === rows.length - 1} onClick={() => setMoving({ row, direction: TurnDirection.DOWN })}>
                      <ArrowDownIcon />
                    </ActionIconLook>
                  </TooltipOnFirstUse>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Group gap="xs" wrap="nowrap" className={classes.actions}>
        {props.canClockIn ? (
          <OverlayOnFirstUse
            load={loadClockIn}
            overlay={{ arriving: arriving.map((x) => ({ id: x.id, label: technicianLabel(x) })), onClockIn: (id: string) => void clockIn(id) }}
            trigger={<ButtonLook size="xs" variant="default" disabled={arriving.length === 0}>{t`Clock in`}</ButtonLook>}
          />
        ) : null}
        {props.canBook ? (
          <ButtonLook size="xs" onClick={() => props.onWalkIn(next?.technicianId ?? null)}>
            {next ? t`Walk-in for ${nextName}` : t`Walk-in`}
          </ButtonLook>
        ) : null}
      </Group>
      {moving ? (
        <Suspense fallback={<WindowLoading />}>
          <TurnMoveWindow
            technicianName={nameOf(moving.row.technicianId)}
            direction={moving.direction}
            onCancel={() => setMoving(null)}
            onSubmit={async (note) => {
              await moveTechnicianTurn({
                id: crypto.randomUUID(),
                branchId,
                technicianId: moving.row.technicianId,
                date: today,
                direction: moving.direction,
                note,
                movedAt: deskNow().toISOString(),
                halfTurnsAt: moving.row.halfTurns,
              });
              notifySuccess(t`Save success`);
              setMoving(null);
            }}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
