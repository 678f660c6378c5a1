import type { DragPayload } from './drag-data';
import { CardFace } from './CardFace';
import { cardSurface } from './card-style';
import classes from './board.module.css';

/** The copy that follows the pointer. A resize has none: its highlight grows in place. */
export function DragPreview({ payload }: { payload: DragPayload }) {
  switch (payload.kind) {
    case 'card': {
      const surface = cardSurface(payload.card);
      return (
        <div className={classes.overlayCard} {...surface} style={{ ...surface.style, height: '100%' }}>
          <CardFace card={payload.card} />
        </div>
      );
    }
    case 'clipboard':
      return <div className={classes.clipboardPreview}>{payload.label}</div>;
    case 'resize':
      return null;
  }
}
