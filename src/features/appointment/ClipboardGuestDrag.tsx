/** A clipboard guest row made draggable onto the board (only for staff who may book). */
import type { ReactNode } from 'react';
import { useClipboardDraggable } from './board/clipboard-dnd';

export function ClipboardGuestDrag(props: { guestId: string; label: string; minutes: number; disabled: boolean; children: ReactNode }) {
  const { setNodeRef, listeners, attributes, style } = useClipboardDraggable(props.guestId, {
    label: props.label,
    minutes: props.minutes,
    disabled: props.disabled,
  });
  return (
    <div ref={setNodeRef} style={style} {...attributes} {...listeners}>
      {props.children}
    </div>
  );
}
