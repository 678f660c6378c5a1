import { memo } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { wallTime } from '../../dates/branch-dates';
import { statusLabels } from '../status-labels';
import type { BoardCard } from './board-types';
import { progressStyle } from './card-style';
import classes from './board.module.css';

/**
 * What a card shows, most important first: a one-slot card has room for the name only, the
 * rest is clipped. Shared by the card on the grid and the copy that follows the pointer.
 */
export const CardFace = memo(function CardFace({ card }: { card: BoardCard }) {
  const { t, i18n } = useLingui();
  const start = wallTime(card.item.startTime);
  const end = wallTime(card.item.endTime);
  const code = card.bookingCode;
  return (
    <>
      <div className={classes.name}>{card.customerName}</div>
      <div className={classes.line}>
        {start}–{end} · {card.packageName ? `${card.packageName}: ` : ''}
        {card.item.serviceName}
      </div>
      {card.phoneLabel ? <div className={classes.line}>{card.phoneLabel}</div> : null}
      <div className={classes.meta}>
        <span className={classes.status} style={{ color: `var(--mantine-color-${card.statusColor}-light-color)` }}>
          {i18n._(statusLabels[card.item.status])}
        </span>
        {card.guestCountOfBooking > 1 ? (
          <span>
            <Plural value={card.guestCountOfBooking} one="# guest" other="# guests" />
          </span>
        ) : null}
        {code ? <span>{t`#${code}`}</span> : null}
        {card.pending ? <span className={classes.pending}>{t`Not yet sent`}</span> : null}
      </div>
      {card.progress !== null ? <div className={classes.progress} style={progressStyle(card)} aria-hidden="true" /> : null}
    </>
  );
});
