import { memo } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import type { ScheduleTechnician } from '../../../domain/api';
import { AvatarLook } from '../../../components/avatar-look';
import { BadgeLook } from '../../../components/badge-look';
import { technicianLabel } from '../technician';
import { GUTTER_WIDTH, HEADER_HEIGHT } from './board-geometry';
import classes from './board.module.css';

/** Narrower than this, a header shows the avatar and the count only (the name is its title). */
const NAME_MIN_WIDTH = 80;

/** The sticky row above the columns: avatar, name (-FS for full service) and booking count. */
export const BoardHeader = memo(function BoardHeader({
  technicians,
  indexes,
  columnWidth,
  totalWidth,
  bookingCounts,
  suggestedId = null,
}: {
  technicians: readonly ScheduleTechnician[];
  indexes: readonly number[];
  columnWidth: number;
  totalWidth: number;
  bookingCounts: Record<string, number>;
  /** The walk-in turn list's next technician, while a clipboard guest is dragged. */
  suggestedId?: string | null;
}) {
  return (
    <div className={classes.header} style={{ width: totalWidth, height: HEADER_HEIGHT }}>
      <div className={classes.corner} style={{ width: GUTTER_WIDTH }} />
      {indexes.map((i) => {
        const technician = technicians[i];
        return technician ? (
          <HeaderCell
            key={technician.id}
            technician={technician}
            left={GUTTER_WIDTH + i * columnWidth}
            width={columnWidth}
            count={bookingCounts[technician.id] ?? 0}
            suggested={technician.id === suggestedId}
          />
        ) : null;
      })}
    </div>
  );
});

const HeaderCell = memo(function HeaderCell({
  technician,
  left,
  width,
  count,
  suggested,
}: {
  technician: ScheduleTechnician;
  left: number;
  width: number;
  count: number;
  suggested: boolean;
}) {
  const { t } = useLingui();
  const label = technicianLabel(technician);
  return (
    <div className={classes.headerCell} data-suggested={suggested || undefined} style={{ left, width }} title={label}>
      <AvatarLook src={technician.avatar} name={technician.name} size={26} alt="" />
      {width >= NAME_MIN_WIDTH ? <div className={classes.headerName}>{label}</div> : null}
      {suggested ? (
        <BadgeLook size="xs" color="teal" variant="filled" role="status" aria-label={t`Suggested technician: ${label}`}>
          {t`Next turn`}
        </BadgeLook>
      ) : (
        <div className={classes.headerCount}>
          {width >= NAME_MIN_WIDTH ? <Plural value={count} one="# booking" other="# bookings" /> : count}
        </div>
      )}
    </div>
  );
});
