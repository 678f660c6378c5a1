/**
 * The board's own card drags, a move or a resize, from the press (card-press.ts) to the drop:
 * the drop highlight, the preview, edge scrolling, what screen readers hear, and the drop
 * handed to the page. All of it goes through the drag store, so a drag renders the pressed
 * card's column, the highlight and the preview, and neither the provider nor dnd-kit.
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { BoardBinding } from './board-dnd-context';
import type { Point } from './board-types';
import type { ActivatorEvent } from './CardDragHost';
import { followPress, type Press } from './card-press';
import { BOARD_DROP, BOARD_DROP_ID, CLIPBOARD_ZONE_ID, type CardDrag, type ResizeDrag } from './drag-data';
import type { DragPhrases, DragSpeaker } from './drag-speech';
import type { DragStore } from './drag-preview-store';
import { applyOutcome, dropOutcome, ghostOf, type DropOutcome } from './drop-outcome';
import { edgeScroller, type EdgeScroller } from './edge-scroll';
import { useLatest } from './use-latest';

type Drag = {
  payload: CardDrag | ResizeDrag;
  origin: Point;
  pointer: Point;
  /** How far below the card's top it was grabbed: the slot is where its top lands. */
  grabOffsetY: number;
  /** The board's scrollTop at the start: a resize grows by the pointer's travel plus the scrolling. */
  scrollTop: number;
  edges: EdgeScroller | null;
  /** "Picked up", said with the first highlight: the live region is written after the layout is read. */
  pickup: string | null;
};

export type CardDragDeps = {
  store: DragStore;
  board: RefObject<(() => BoardBinding) | null>;
  clipboardZone: RefObject<HTMLElement | null>;
  speaker: DragSpeaker;
  phrases: DragPhrases;
};

export type CardDrags = {
  press: (activator: ActivatorEvent, event: { nativeEvent: Event }, payload: CardDrag | ResizeDrag, node: HTMLElement) => void;
  /** Ends the press or drag in progress without a drop. */
  cancel: () => void;
};

const CLEARED = { ghost: null, source: null, preview: null, overClipboard: false };
const NO_OFFSET: Point = { x: 0, y: 0 };

function contains(rect: DOMRect, p: Point): boolean {
  return p.x >= rect.left && p.x <= rect.right && p.y >= rect.top && p.y <= rect.bottom;
}

export function useCardDrags({ store, board, clipboardZone, speaker, phrases }: CardDragDeps): CardDrags {
  const latestPhrases = useLatest(phrases);
  const pressed = useRef<Press | null>(null);
  const drag = useRef<Drag | null>(null);

  const drags = useMemo<CardDrags>(() => {
    const binding = (): BoardBinding | null => board.current?.() ?? null;

    const outcomeOf = (d: Drag, on: BoardBinding | null): DropOutcome => {
      const zone = clipboardZone.current;
      const overClipboard = zone !== null && contains(zone.getBoundingClientRect(), d.pointer);
      const scrolled = on?.scroller ? on.scroller.scrollTop - d.scrollTop : 0;
      return dropOutcome({
        drag: d.payload,
        overId: overClipboard ? CLIPBOARD_ZONE_ID : BOARD_DROP_ID,
        overData: overClipboard ? null : BOARD_DROP,
        deltaY: d.pointer.y - d.origin.y + scrolled,
        pointer: d.pointer,
        grabOffsetY: d.grabOffsetY,
        board: on,
      });
    };

    const placeOf = (outcome: DropOutcome, on: BoardBinding | null): { key: string; label: string | null } => {
      if (outcome.kind === 'to-clipboard') return { key: CLIPBOARD_ZONE_ID, label: latestPhrases.current.clipboard };
      const ghost = ghostOf(outcome);
      return ghost ? { key: ghost.technicianId, label: on?.columnLabel(ghost.technicianId) ?? null } : { key: '', label: null };
    };

    const show = (): void => {
      const d = drag.current;
      if (!d) return;
      const on = binding();
      const outcome = outcomeOf(d, on);
      store.update({ ghost: ghostOf(outcome), overClipboard: outcome.kind === 'to-clipboard' });
      const name = d.payload.card.customerName;
      const place = placeOf(outcome, on);
      if (d.pickup !== null) {
        // The column it starts in is not announced: "Picked up" is what is heard first.
        speaker.begin(d.pickup, place.key);
        d.pickup = null;
        return;
      }
      const text = place.label ? latestPhrases.current.over(name, place.label) : latestPhrases.current.notOver(name);
      speaker.say(place.key, text, place.label ?? undefined);
    };

    const finish = (): Drag | null => {
      const d = drag.current;
      d?.edges?.stop();
      drag.current = null;
      store.update(CLEARED);
      return d;
    };

    const begin = (payload: CardDrag | ResizeDrag, node: HTMLElement) => (origin: Point) => {
      const rect = node.getBoundingClientRect();
      const scroller = binding()?.scroller ?? null;
      drag.current = {
        payload,
        origin,
        pointer: origin,
        grabOffsetY: origin.y - rect.top,
        scrollTop: scroller?.scrollTop ?? 0,
        edges: scroller ? edgeScroller(scroller, origin, show) : null,
        pickup: latestPhrases.current.pickedUp(payload.card.customerName),
      };
      const { card } = payload;
      store.setOffset(NO_OFFSET);
      store.update({
        source: { technicianId: card.event.technicianId, cardId: card.item.id, kind: payload.kind },
        preview: payload.kind === 'card' ? { card, rect: { left: rect.left, top: rect.top, width: rect.width, height: rect.height } } : null,
      });
    };

    const move = (point: Point): void => {
      const d = drag.current;
      if (!d) return;
      d.pointer = point;
      // Reads the layout before the preview's transform is written: the other way round, each
      // move recalculated the page's style twice, once for the read and once for the frame.
      show();
      store.setOffset({ x: point.x - d.origin.x, y: point.y - d.origin.y });
      d.edges?.follow(point);
    };

    const end = (point: Point): void => {
      const d = drag.current;
      if (!d) return;
      d.pointer = point;
      const on = binding();
      const outcome = outcomeOf(d, on);
      finish();
      speaker.end(latestPhrases.current.dropped(d.payload.card.customerName, placeOf(outcome, on).label));
      if (on) applyOutcome(outcome, on);
    };

    const cancelled = (): void => {
      const d = finish();
      if (d) speaker.end(latestPhrases.current.cancelled(d.payload.card.customerName));
    };

    return {
      press: (_activator, event, payload, node) => {
        // One drag at a time: a second finger leaves the first press alone.
        if (pressed.current) return;
        pressed.current = followPress(event.nativeEvent, {
          start: begin(payload, node),
          move,
          end,
          cancel: cancelled,
          settle: () => {
            pressed.current = null;
          },
        });
      },
      cancel: () => pressed.current?.cancel(),
    };
  }, [store, board, clipboardZone, speaker, latestPhrases]);

  useEffect(() => drags.cancel, [drags]);
  return drags;
}
