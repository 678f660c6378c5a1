import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Point } from './board-types';
import type { ClipboardDrag } from './drag-data';
import { useCardPreview, type CardPreview, type DragStore } from './drag-preview-store';
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

/** Longer than any drag: the held position never runs out while the pointer is down. */
const HOLD_MS = 60 * 60 * 1000;

/**
 * Puts `node` at each offset by a held animation of its transform (both keyframes the same),
 * whose keyframes are replaced at each move. Chromium takes a new inline transform as a change
 * of the page's layer tree, and gathers the whole page into layers again each frame (10 ms of
 * each drag frame at 4× CPU on a busy day); an animated transform is left to the compositor.
 * Where there is no Web Animations (jsdom), the inline transform.
 */
function follower(node: HTMLElement): { moveTo: (offset: Point) => void; stop: () => void } {
  let held: Animation | null = null;
  return {
    moveTo: (offset) => {
      const keyframes = [{ transform: translate(offset) }, { transform: translate(offset) }];
      if (typeof node.animate !== 'function') {
        node.style.transform = translate(offset);
      } else if (held?.effect instanceof KeyframeEffect) {
        held.effect.setKeyframes(keyframes);
      } else {
        held = node.animate(keyframes, { duration: HOLD_MS, fill: 'forwards' });
      }
    },
    stop: () => held?.cancel(),
  };
}

/**
 * The copy of a moved board card that follows the pointer. It renders when a drag starts and
 * ends; in between it moves by its own transform (no render per pointer move). A resize has
 * none: its highlight grows in place.
 */
export function CardDragPreview({ store }: { store: DragStore }) {
  const preview = useCardPreview(store);
  return preview ? createPortal(<MovingCard store={store} preview={preview} />, document.body) : null;
}

function MovingCard({ store, preview }: { store: DragStore; preview: CardPreview }) {
  const node = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!node.current) return;
    const follow = follower(node.current);
    const off = store.onOffset(follow.moveTo);
    return () => {
      off();
      follow.stop();
    };
  }, [store]);
  const { card, rect } = preview;
  const surface = cardSurface(card);
  return (
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
    </div>
  );
}
