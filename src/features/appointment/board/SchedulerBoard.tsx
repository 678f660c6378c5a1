/**
 * The day scheduler: technicians as columns, 15-minute slots down, cards placed by the
 * layout, drag to move, drag the bottom edge to resize. Presentational: every change goes
 * to the page's callbacks, which validate it and update the data the board is drawn from.
 *
 * Built for 100 technicians and 2000 appointments: only the columns in view are rendered,
 * no element exists per cell, and a drag re-renders only the overlay and the drop highlight.
 *
 * With `singleColumn` (a phone held upright) one technician fills the board beside the hour
 * column; a swipe snaps to the next one and a picker above names the one in view.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { minutesFromDay } from '../../../domain/scheduler/clock';
import type { DayBounds } from '../../../domain/scheduler/working-hours';
import { BoardActionsContext, type BoardActions } from './board-actions';
import { useBoardDnd, useOptionalBoardDnd } from './board-dnd-context';
import { BoardDndProvider } from './BoardDndProvider';
import { GUTTER_WIDTH, HEADER_HEIGHT, minutesToPx } from './board-geometry';
import type { BoardCard, SchedulerBoardProps } from './board-types';
import { BoardColumn } from './BoardColumn';
import { BoardHeader } from './BoardHeader';
import { useClipboardGuestDrag, useDragActive, useUnmountedSource } from './drag-preview-store';
import { withDroppedCard, type DroppedCard } from './dropped-card';
import { groupCards, type CardGroups } from './group-cards';
import { HourGutter } from './HourGutter';
import { NowLine } from './NowLine';
import { pointerTarget } from './pointer-slot';
import { useLatest } from './use-latest';
import { columnsToRender } from './visible-columns';
import { useMountedColumns } from './use-mounted-columns';
import { cardsInViewFirst } from './column-catch-up';
import { columnScrollLeft, fitColumnWidth, shownColumn } from './single-column';
import { ColumnPicker } from './ColumnPicker';
import { technicianLabel } from '../technician';
import classes from './board.module.css';

/** The spec's delay before the first scroll to "one hour before now". */
export const INITIAL_SCROLL_DELAY_MS = 700;
export const DEFAULT_BOARD_HEIGHT = 'calc(100dvh - 190px)';

const NO_CARDS: readonly BoardCard[] = [];

/**
 * Inside a <BoardDndProvider> (shared with the clipboard panel) the board registers with
 * it; on its own it brings its own provider.
 */
export function SchedulerBoard(props: SchedulerBoardProps) {
  const shared = useOptionalBoardDnd();
  return shared ? (
    <BoardView {...props} />
  ) : (
    <BoardDndProvider>
      <BoardView {...props} />
    </BoardDndProvider>
  );
}

/** The page may rebuild `bounds` on every render; columns compare it by reference. */
function useStableBounds({ start, end, workStart, workEnd }: DayBounds): DayBounds {
  return useMemo(() => ({ start, end, workStart, workEnd }), [start, end, workStart, workEnd]);
}

function useCardGroups(cards: readonly BoardCard[]): CardGroups {
  // The previous grouping is read back so unchanged columns keep their arrays (see group-cards.ts).
  const previous = useRef<CardGroups>(new Map());
  return useMemo(() => {
    const groups = groupCards(cards, previous.current);
    previous.current = groups;
    return groups;
  }, [cards]);
}

function BoardView(props: SchedulerBoardProps) {
  const { t } = useLingui();
  const dnd = useBoardDnd();
  const latest = useLatest(props);
  const scroller = useRef<HTMLDivElement>(null);
  const { date, technicians, canEdit, canBreak, nowMinute, singleColumn = false } = props;
  // The inner width the virtualisation reads anyway; one column fills it on a phone.
  const [viewportWidth, setViewportWidth] = useState(0);
  const columnWidth = singleColumn ? fitColumnWidth(viewportWidth, props.columnWidth) : props.columnWidth;
  const latestWidth = useLatest(columnWidth);
  const [shown, setShown] = useState(0);
  const bounds = useStableBounds(props.bounds);
  const groups = useCardGroups(props.cards);
  // A dropped card is drawn in its new cell at once (see dropped-card.ts), for as long as
  // the cards it was dropped on are shown: the page's next cards have it in place.
  const [dropped, setDropped] = useState<{ drop: DroppedCard; on: readonly BoardCard[] } | null>(null);
  const shownGroups = useMemo(
    () => (dropped && dropped.on === props.cards ? withDroppedCard(groups, dropped.drop, date, bounds) : groups),
    [dropped, props.cards, groups, date, bounds],
  );
  const count = technicians.length;

  const columns = useMountedColumns({
    scroller,
    columnWidth,
    count,
    cardCount: (index) => shownGroups.get(technicians[index]?.id ?? '')?.length ?? 0,
  });
  const measureSingle = useCallback(() => {
    const el = scroller.current;
    if (!el || !singleColumn) return;
    setViewportWidth(el.clientWidth);
    setShown(shownColumn({ scrollLeft: el.scrollLeft, columnWidth, count }));
  }, [columnWidth, count, singleColumn]);
  const { measure: measureColumns, follow: followColumns } = columns;
  const measureWindow = useCallback(() => {
    measureColumns();
    measureSingle();
  }, [measureColumns, measureSingle]);

  // Zooming keeps the same technicians in view instead of the same pixel offset. The offset
  // is remembered from the last scroll: by the time this effect runs the browser has already
  // clamped scrollLeft to the narrower content.
  const shownWidth = useRef(columnWidth);
  const scrollLeft = useRef(0);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && shownWidth.current !== columnWidth) el.scrollLeft = (scrollLeft.current * columnWidth) / shownWidth.current;
    shownWidth.current = columnWidth;
  }, [columnWidth]);
  const onScroll = () => {
    if (scroller.current) scrollLeft.current = scroller.current.scrollLeft;
    followColumns();
    measureSingle();
  };

  useLayoutEffect(() => {
    measureWindow();
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measureWindow);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measureWindow]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const { scrollToMinute, bounds: day } = latest.current;
      if (scrollToMinute === null) return;
      scroller.current?.scrollTo({ top: Math.max(0, minutesToPx(scrollToMinute - day.start)) });
    }, INITIAL_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [date, latest]);

  useLayoutEffect(
    () =>
      dnd.registerBoard(() => {
        const p = latest.current;
        return {
          date: p.date,
          bounds: p.bounds,
          onMove: (card, target) => {
            const entry = { drop: { card, technicianId: target.technicianId, start: minutesFromDay(target.start, p.date) }, on: p.cards };
            setDropped(entry);
            // The page's check posts the whole day to the worker: it waits until the board has
            // drawn the card in its new cell, which this handler's state change does first.
            const answer = new Promise<boolean>((resolve) => setTimeout(() => resolve(p.onMove(card, target)), 0));
            // Refused or failed: no new cards will come, so the card goes back now.
            void answer.then((moved) => {
              if (!moved) setDropped((current) => (current === entry ? null : current));
            });
            return answer;
          },
          onResize: p.onResize,
          onDropFromClipboard: p.onDropFromClipboard,
          onMoveToClipboard: p.onMoveToClipboard,
          cellAt: (pointer, grabOffsetY, minutes) => {
            const el = scroller.current;
            if (!el) return null;
            const rect = el.getBoundingClientRect();
            const hit = pointerTarget({
              pointer,
              viewport: { left: rect.left + el.clientLeft, top: rect.top + el.clientTop, width: el.clientWidth, height: el.clientHeight },
              scrollLeft: el.scrollLeft,
              scrollTop: el.scrollTop,
              columnWidth: latestWidth.current,
              columnCount: p.technicians.length,
              bounds: p.bounds,
              grabOffsetY,
              minutes,
            });
            const technician = hit ? p.technicians[hit.columnIndex] : undefined;
            return hit && technician ? { technicianId: technician.id, minute: hit.minute } : null;
          },
          columnLabel: (technicianId) => {
            const technician = p.technicians.find((tech) => tech.id === technicianId);
            return technician ? technicianLabel(technician) : null;
          },
          scroller: scroller.current,
        };
      }),
    [dnd, latest, latestWidth],
  );

  const actions = useMemo<BoardActions>(
    () => ({
      openCard: (card) => latest.current.onCardOpen(card),
      cardMenu: (card, at) => latest.current.onCardMenu(card, at),
      cellMenu: (target, at) => latest.current.onCellMenu(target, at),
      cellOpen: (target) => latest.current.onCellOpen(target),
      unbreak: (breakId) => latest.current.onUnbreak(breakId),
      cancelDrag: dnd.cancelDrag,
    }),
    [latest, dnd],
  );

  const { mounted } = columns;
  const pinned = useUnmountedSource(dnd.store, (id) => technicians.findIndex((tech) => tech.id === id), mounted.indexes);
  const indexes = useMemo(() => columnsToRender(mounted.indexes, pinned >= 0 ? pinned : null), [mounted.indexes, pinned]);
  /** A column's cards: all of them, or while it is being mounted those nearest to the hours in view. */
  const cardsOf = (index: number, technicianId: string): readonly BoardCard[] => {
    const cards = shownGroups.get(technicianId) ?? NO_CARDS;
    const partly = mounted.partial.get(index);
    return partly === undefined ? cards : cardsInViewFirst(cards, partly, mounted.inView);
  };

  // Snapping would pull an auto-scrolling drag back to the column it left.
  const dragging = useDragActive(dnd.store, singleColumn);
  // The walk-in turn list's next technician, shown where a clipboard guest would go.
  const suggested = useClipboardGuestDrag(dnd.store) ? (props.suggestedTechnicianId ?? null) : null;
  const suggestedIndex = suggested === null ? -1 : technicians.findIndex((tech) => tech.id === suggested);
  const pick = (index: number) => scroller.current?.scrollTo({ left: columnScrollLeft({ index, columnWidth, count }), behavior: 'smooth' });

  const totalWidth = GUTTER_WIDTH + count * columnWidth;
  const bodyHeight = minutesToPx(bounds.end - bounds.start);
  return (
    <BoardActionsContext.Provider value={actions}>
      {singleColumn ? <ColumnPicker technicians={technicians} bookingCounts={props.bookingCounts} shown={shown} onPick={pick} /> : null}
      <div
        ref={scroller}
        className={classes.scroller}
        data-single={singleColumn || undefined}
        data-snap={(singleColumn && !dragging) || undefined}
        style={{ height: props.height ?? DEFAULT_BOARD_HEIGHT }}
        role="region"
        aria-label={t`Day schedule`}
        // Focusable so the keyboard can scroll it (arrow keys, Page Up/Down).
        tabIndex={0}
        onScroll={onScroll}
      >
        <div className={classes.content} style={{ width: totalWidth, height: HEADER_HEIGHT + bodyHeight }}>
          <BoardHeader
            technicians={technicians}
            indexes={indexes}
            columnWidth={columnWidth}
            totalWidth={totalWidth}
            bookingCounts={props.bookingCounts}
            suggestedId={suggested}
          />
          {/* Where a swipe may stop: one mark per technician, drawn or not (columns out of view
              are not, and the browser snaps only to what exists). */}
          {singleColumn
            ? technicians.map((technician, i) => (
                <div key={technician.id} className={classes.snapPoint} style={{ left: GUTTER_WIDTH + i * columnWidth, width: columnWidth }} />
              ))
            : null}
          <div className={classes.body} style={{ width: totalWidth, height: bodyHeight }}>
            <HourGutter bounds={bounds} hourCounts={props.hourCounts} />
            {indexes.map((i) => {
              const technician = technicians[i];
              return technician ? (
                <BoardColumn
                  key={technician.id}
                  technician={technician}
                  index={i}
                  columnWidth={columnWidth}
                  date={date}
                  bounds={bounds}
                  cards={cardsOf(i, technician.id)}
                  canEdit={canEdit}
                  canBreak={canBreak}
                />
              ) : null;
            })}
            {suggestedIndex >= 0 ? <div className={classes.suggestedColumn} style={{ left: GUTTER_WIDTH + suggestedIndex * columnWidth, width: columnWidth }} aria-hidden="true" /> : null}
            <NowLine nowMinute={nowMinute} bounds={bounds} width={totalWidth} />
          </div>
        </div>
      </div>
    </BoardActionsContext.Provider>
  );
}
