import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Point } from './board-types';
import type { ClipboardDrag } from './drag-data';
import { useCardPreview, type DragStore } from './drag-preview-store';
import { CardFace } from './CardFace';
import { cardSurface } from './card-style';
import classes from './board.module.css';

/** Above Mantine's modals and menus (200–300): the dragged card must stay visible. */
export const OVERLAY_Z_INDEX = 1000;

/** The copy of a clipboard guest that follows the pointer (in dnd-kit's overlay). */
export function ClipboardPreview({ payload }: { payload: ClipboardDrag }) {
  return <div className={classes.clipboardPreview}>{payload.label}</div>;
}

function translate(offset: Point): string {
  return `translate3d(${offset.x}px, ${offset.y}px, 0)`;
}

/**
 * The copy of a moved board card that follows the pointer. It renders when a drag starts and
 * ends; in between it moves by its own transform (no render per pointer move). A resize has
 * none: its highlight grows in place.
 */
export function CardDragPreview({ store }: { store: DragStore }) {
  const preview = useCardPreview(store);
  const node = useRef<HTMLDivElement>(null);
  useLayoutEffect(
    () =>
      store.onOffset((offset) => {
        if (node.current) node.current.style.transform = translate(offset);
      }),
    [store],
  );
  if (!preview) return null;
  const { card, rect } = preview;
  const surface = cardSurface(card);
  return createPortal(
    <div
      ref={node}
      className={classes.overlayCard}
      aria-hidden="true"
      {...surface}
      style={{
        ...surface.style,
        position: 'fixed',
        left: rect.left,
        top: rect.top,
        width: rect.width,
        height: rect.height,
        zIndex: OVERLAY_Z_INDEX,
        pointerEvents: 'none',
        transform: translate(store.offset()),
      }}
    >
      <CardFace card={card} />
    </div>,
    document.body,
  );
}
