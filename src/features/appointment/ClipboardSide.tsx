/**
 * The clipboard's side panel beside the board: its bookings, a drop zone, each guest draggable
 * onto a column, and seated as a walk-in when the branch keeps a turn list (issue 19).
 */
import { useState } from 'react';
import { canWaitOnClipboard } from '../../domain/booking/status';
import type { PhoneSetting } from '../../domain/phone';
import type { TurnRow } from '../../domain/turns/turn-order';
import type { BoardScreen } from '../../worker/api';
import { ClipboardDndContext } from './board/ClipboardDndContext';
import { useClipboardDropZone } from './board/clipboard-dnd';
import { ClipboardPanel } from './panels/ClipboardPanel';
import { guestDuration } from './panels/clipboard-tree';
import { ClipboardGuestDrag } from './ClipboardGuestDrag';
import { SeatWalkInButton, SeatWalkInWindow, seatStart } from '../turns/ClipboardWalkIn';
import classes from './appointment-page.module.css';

export function ClipboardSide(props: {
  screen: BoardScreen;
  phone: PhoneSetting;
  canEdit: boolean;
  onUpdate: (id: string) => void;
  onConfirm: (id: string) => void;
  /** Today's walk-in turn list, or null (no list kept, or another day shown). */
  turnRows: TurnRow[] | null;
  timeZone: string;
  onSeatWalkIn: (guestId: string, technicianId: string, startTime: string) => Promise<boolean>;
}) {
  const { setNodeRef, isOver } = useClipboardDropZone();
  const { screen, turnRows } = props;
  const names = new Map(screen.view.clipboard.bookings.map((b) => [b.id, b.customerName]));
  const bookings = new Map(screen.view.clipboard.bookings.map((b) => [b.id, b]));
  const labelOf = (guestId: string) => {
    const guest = screen.view.clipboard.guests.find((g) => g.id === guestId);
    return guest?.name || names.get(guest?.bookingId ?? '') || '';
  };
  const [seating, setSeating] = useState<{ guestId: string; start: string } | null>(null);
  return (
    <ClipboardDndContext>
      <div className={classes.clipboard}>
        <ClipboardPanel
          bookings={screen.view.clipboard.bookings}
          guests={screen.view.clipboard.guests}
          pendingIds={screen.view.pendingIds}
          phone={props.phone}
          canEdit={props.canEdit}
          onUpdate={props.onUpdate}
          onConfirm={props.onConfirm}
          dropZoneRef={setNodeRef}
          isDropTarget={isOver}
          renderDraggable={(guestId, children) => {
            const guest = screen.view.clipboard.guests.find((g) => g.id === guestId);
            const label = labelOf(guestId);
            // A customer who booked online has an appointment: only the desk's own bookings walk in.
            const seatable =
              props.canEdit &&
              turnRows !== null &&
              turnRows.length > 0 &&
              guest !== undefined &&
              canWaitOnClipboard(guest.status) &&
              bookings.get(guest.bookingId)?.type !== 'TYPE_BOOKING_ONLINE';
            return (
              <>
                <ClipboardGuestDrag guestId={guestId} label={label} minutes={guest ? Math.max(15, guestDuration(guest)) : 15} disabled={!props.canEdit}>
                  {children}
                </ClipboardGuestDrag>
                {seatable ? <SeatWalkInButton guestName={label} onOpen={() => setSeating({ guestId, start: seatStart(screen.view.date, props.timeZone) })} /> : null}
              </>
            );
          }}
        />
        {seating && turnRows ? (
          <SeatWalkInWindow
            guestName={labelOf(seating.guestId)}
            rows={turnRows}
            technicians={screen.view.technicians}
            start={seating.start}
            onClose={() => setSeating(null)}
            onSeat={(technicianId) => props.onSeatWalkIn(seating.guestId, technicianId, seating.start)}
          />
        ) : null}
      </div>
    </ClipboardDndContext>
  );
}
