import { memo } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { wallTime } from '../../dates/branch-dates';
import { statusLabels } from '../status-labels';
import type { BoardCard } from './board-types';
import classes from './board.module.css';

/** Between the items of a line: two spaces, about the 6 px the items had apart. */
const GAP = '  ';

/**
 * What a card shows, most important first: a one-slot card has room for the name only, the
 * rest is clipped. Shared by the card on the grid and the copy that follows the pointer.
 *
 * Lines of text in the card itself, broken by newlines (the card's `white-space: pre`), not an
 * element each: the card is then the only box that clips, and its own `text-overflow` ends each
 * line that does not fit with an ellipsis. A clipping box per line gave Chromium a clip node
 * per line, and every frame of a drag re-layerized them all (4 to 5 times the cost of one clip
 * per card, at 4× CPU 10 ms of each drag frame on a busy day). Few elements also keep a column
 * scrolled into view cheap to mount (the status tint and progress bar are drawn by the card's
 * stylesheet, see card-style.ts).
 */
export const CardFace = memo(function CardFace({ card }: { card: BoardCard }) {
  const { t, i18n } = useLingui();
  const code = card.bookingCode;
  const service = card.packageName ? `${card.packageName}: ${card.item.serviceName}` : card.item.serviceName;
  const phone = card.phoneLabel ? `\n${card.phoneLabel}` : '';
  const guests = card.guestCountOfBooking > 1;
  return (
    <>
      <span className={classes.name}>{card.customerName}</span>
      {`\n${wallTime(card.item.startTime)}–${wallTime(card.item.endTime)} · ${service}${phone}\n`}
      <span className={classes.status}>{i18n._(statusLabels[card.item.status])}</span>
      {card.pending ? (
        <>
          {GAP}
          <span className={classes.pending}>{t`Not yet sent`}</span>
        </>
      ) : null}
      {/* The guests and the booking code on a line of their own, the first to be clipped: after
          the status on one line, an ellipsis would cut off the mark that it is not yet sent. */}
      {guests || code ? '\n' : null}
      {guests ? <Plural value={card.guestCountOfBooking} one="# guest" other="# guests" /> : null}
      {guests && code ? GAP : null}
      {code ? t`#${code}` : null}
    </>
  );
});
