import { pointerWithin, type CollisionDetection } from '@dnd-kit/core';
import { CLIPBOARD_ZONE_ID, dragPayloadOf } from './drag-data';

/**
 * What is under the pointer (not under the dragged card's rectangle: the slot follows the
 * finger). The clipboard panel wins over the board it may overlap, and only takes cards.
 */
export const boardCollisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  const zone = hits.find((hit) => hit.id === CLIPBOARD_ZONE_ID);
  if (!zone) return hits;
  return dragPayloadOf(args.active.data.current)?.kind === 'card' ? [zone] : [];
};
