/** The clipboard's side panel beside the board: its bookings, a drop zone, each guest draggable onto a column. */
import type { PhoneSetting } from '../../domain/phone';
import type { BoardScreen } from '../../worker/api';
import { useClipboardDropZone } from './board';
import { ClipboardPanel } from './panels/ClipboardPanel';
import { guestDuration } from './panels/clipboard-tree';
import { ClipboardGuestDrag } from './ClipboardGuestDrag';
import classes from './appointment-page.module.css';

export function ClipboardSide(props: { screen: BoardScreen; phone: PhoneSetting; canEdit: boolean; onUpdate: (id: string) => void; onConfirm: (id: string) => void }) {
  const { setNodeRef, isOver } = useClipboardDropZone();
  const { screen } = props;
  const names = new Map(screen.view.clipboard.bookings.map((b) => [b.id, b.customerName]));
  return (
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
          return (
            <ClipboardGuestDrag guestId={guestId} label={guest?.name || names.get(guest?.bookingId ?? '') || ''} minutes={guest ? Math.max(15, guestDuration(guest)) : 15} disabled={!props.canEdit}>
              {children}
            </ClipboardGuestDrag>
          );
        }}
      />
    </div>
  );
}
