/**
 * Which technician columns are mounted, and which with part of their cards only. A change of
 * size, zoom or technicians mounts the whole new window at once; a scroll only records where
 * the board now stands, and what it brings into view is mounted one step per frame (see
 * column-catch-up.ts), each step a short task of its own. Mounting four columns of a busy day
 * in one commit took half a second on a slow tablet, and a fast swipe piled several steps'
 * columns into one.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { HEADER_HEIGHT, pxToMinutes } from './board-geometry';
import { catchUpColumns, sameMounted, type MountedColumns } from './column-catch-up';
import { guessedColumns, measuredColumns } from './measured-columns';
import { useLatest } from './use-latest';
import { visibleColumns, type ColumnWindow } from './visible-columns';

/** Cards mounted per frame while catching up with a scroll (a column costs a few more). */
export const CARDS_PER_STEP = 8;

/** The minutes of the day in view, from the first minute shown. */
export type MinutesInView = { start: number; end: number };

export type Mounted = MountedColumns & { inView: MinutesInView };

type Target = { wanted: ColumnWindow; view: ColumnWindow; inView: MinutesInView };

function targetOf(el: HTMLElement, columnWidth: number, columnCount: number): Target {
  const at = { scrollLeft: el.scrollLeft, viewportWidth: el.clientWidth, columnWidth, columnCount };
  const inView = { start: pxToMinutes(el.scrollTop), end: pxToMinutes(el.scrollTop + Math.max(0, el.clientHeight - HEADER_HEIGHT)) };
  return { wanted: visibleColumns(at), view: visibleColumns({ ...at, overscan: 0 }), inView };
}

export function useMountedColumns({
  scroller,
  columnWidth,
  count,
  cardCount,
}: {
  scroller: RefObject<HTMLElement | null>;
  columnWidth: number;
  count: number;
  /** How many cards column `index` has. */
  cardCount: (index: number) => number;
}) {
  const [mounted, setMounted] = useState<Mounted>(() => ({
    ...guessedColumns({ windowWidth: window.innerWidth, columnWidth, count }),
    inView: { start: 0, end: 0 },
  }));
  const shown = useRef(mounted);
  const target = useRef<Target | null>(null);
  const latestCount = useLatest(cardCount);
  const pending = useRef<{ frame: number; timer: ReturnType<typeof setTimeout> | undefined }>({ frame: 0, timer: undefined });

  const show = useCallback((next: MountedColumns, inView: MinutesInView): boolean => {
    if (sameMounted(next, shown.current)) return false;
    shown.current = { ...next, inView };
    setMounted(shown.current);
    return true;
  }, []);

  /** Size, zoom or technicians changed: the whole window now (see measured-columns.ts). */
  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    target.current = targetOf(el, columnWidth, count);
    show(measuredColumns({ mounted: shown.current, wanted: target.current.wanted, count }), target.current.inView);
  }, [scroller, columnWidth, count, show]);

  const step = useCallback(
    function step() {
      const to = target.current;
      if (!to) return;
      const next = catchUpColumns({ mounted: shown.current, ...to, budget: CARDS_PER_STEP, cardCount: latestCount.current });
      // A partly mounted column only gains cards: the hours that chose them stay until every
      // column is whole, or a card (one being dragged, say) could leave as the board scrolls down.
      if (!show(next, shown.current.partial.size > 0 ? shown.current.inView : to.inView)) return;
      // The next step after the frame that draws this one, in a task of its own.
      const p = pending.current;
      if (p.frame || p.timer !== undefined) return;
      p.frame = requestAnimationFrame(() => {
        p.frame = 0;
        p.timer = setTimeout(() => {
          p.timer = undefined;
          step();
        }, 0);
      });
    },
    [show, latestCount],
  );

  /** A scroll: where the board stands now; the columns follow a step at a time. */
  const follow = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    target.current = targetOf(el, columnWidth, count);
    const p = pending.current;
    if (!p.frame && p.timer === undefined) step();
  }, [scroller, columnWidth, count, step]);

  useEffect(() => {
    const p = pending.current;
    return () => {
      cancelAnimationFrame(p.frame);
      clearTimeout(p.timer);
      p.frame = 0;
      p.timer = undefined;
    };
  }, []);

  return { mounted, measure, follow };
}
