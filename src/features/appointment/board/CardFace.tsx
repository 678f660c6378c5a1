import { memo } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { wallTime } from '../../dates/branch-dates';
import { statusLabels } from '../status-labels';
import type { BoardCard } from './board-types';
import classes from './board.module.css';

/**
 * What a card shows, most important first: a one-slot card has room for the name only, the
 * rest is clipped. Shared by the card on the grid and the copy that follows the pointer.
 *
 * Few elements and one text node a line: a column scrolled into view mounts a few dozen cards
 * in one frame, and each element and text run costs style, layout and paint (the status tint
 * and progress bar are drawn by the card's stylesheet, see card-style.ts).
 */
export const CardFace = memo(function CardFace({ card }: { card: BoardCard }) {
  const { t, i18n } = useLingui();
  const code = card.bookingCode;
  const service = card.packageName ? `${card.packageName}: ${card.item.serviceName}` : card.item.serviceName;
  return (
    <>
      <div className={classes.name}>{card.customerName}</div>
      <div className={classes.line}>{`${wallTime(card.item.startTime)}–${wallTime(card.item.endTime)} · ${service}`}</div>
      {card.phoneLabel ? <div className={classes.line}>{card.phoneLabel}</div> : null}
      <div className={classes.meta}>
        <span className={classes.status}>{i18n._(statusLabels[card.item.status])}</span>
        {card.guestCountOfBooking > 1 ? (
          <span>
            <Plural value={card.guestCountOfBooking} one="# guest" other="# guests" />
          </span>
        ) : null}
        {/* Bare text: the flex row spaces it like its neighbours without an element of its own. */}
        {code ? t`#${code}` : null}
        {card.pending ? <span className={classes.pending}>{t`Not yet sent`}</span> : null}
      </div>
    </>
  );
});
