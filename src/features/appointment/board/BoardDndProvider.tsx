/**
 * The drag-and-drop context of the board and the clipboard panel, so a card can be dropped on
 * the panel and a clipboard guest on the board. The board's cards drag by our own pointer
 * handling (use-card-drag.ts), wired here with the drop highlight, the preview and the live
 * region. The clipboard's guests drag by dnd-kit, which comes with the panel's chunk
 * (ClipboardDndContext.tsx): the panel starts closed, and the first load is without dnd-kit.
 * The page's handlers are registered by the board (see board-dnd-context.ts).
 */
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { BoardDndContext, type BoardBinding, type BoardDnd } from './board-dnd-context';
import { CardDragHost, type CardPress } from './CardDragHost';
import { createDragStore } from './drag-preview-store';
import { CardDragPreview } from './DragPreview';
import { useDragPhrases, useDragSpeaker } from './drag-speech';
import { useCardDrags } from './use-card-drag';
import classes from './board.module.css';

export function BoardDndProvider({ children }: { children: ReactNode }) {
  const instructions = useInstructions();
  const describedBy = useId();
  const [store] = useState(createDragStore);
  const board = useRef<(() => BoardBinding) | null>(null);
  const clipboardZone = useRef<HTMLElement | null>(null);
  const phrases = useDragPhrases();
  const speaker = useDragSpeaker();
  const cardDrags = useCardDrags({
    store,
    board,
    clipboardZone,
    speaker,
    phrases,
  });

  const api = useMemo<BoardDnd>(
    () => ({
      store,
      registerBoard: (binding) => {
        board.current = binding;
        return () => {
          if (board.current === binding) board.current = null;
        };
      },
      board: () => board.current?.() ?? null,
      speaker,
      instructions,
      cancelDrag: cardDrags.cancel,
      setClipboardZone: (element) => {
        clipboardZone.current = element;
      },
    }),
    [store, cardDrags, speaker, instructions],
  );
  const cardPress = useMemo<CardPress>(() => ({ press: cardDrags.press, describedBy }), [cardDrags, describedBy]);

  return (
    <BoardDndContext.Provider value={api}>
      <CardDragHost value={cardPress}>{children}</CardDragHost>
      <CardDragPreview store={store} />
      {createPortal(
        <>
          <div id={describedBy} hidden>
            {instructions}
          </div>
          <div ref={speaker.region} className={classes.liveRegion} role="status" aria-live="assertive" aria-atomic="true" />
        </>,
        document.body,
      )}
    </BoardDndContext.Provider>
  );
}

function useInstructions(): string {
  const { t } = useLingui();
  return t`To move an appointment, press it and drag it to another time or technician, or onto the clipboard. Drag its bottom edge to change its length. Press Escape to cancel.`;
}
