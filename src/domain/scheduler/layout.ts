/**
 * Event layout for the day view: overlapping appointments of one technician share the
 * column side by side. Overlaps are grouped into clusters (chains of overlapping events);
 * each event takes the lowest lane free at its start, and every event of a cluster gets the
 * cluster's lane count so the cards of one cluster have equal widths.
 * O(n log n) per technician: one sort plus two heaps (busy lanes by end, free lanes by index).
 */
import { minutesFromDay } from './clock';
import type { IsoDate } from '../time';
import { MinHeap } from './heap';
import type { SchedulerItem } from './items';

/** A card is never drawn shorter than one slot; overlap is judged on what is drawn. */
export const MIN_EVENT_MINUTES = 15;

export type LayoutItem = Pick<SchedulerItem, 'id' | 'technicianId' | 'startTime' | 'endTime'>;

export type LaidOutEvent = {
  id: string;
  technicianId: string;
  /** Minutes from `origin` (the first minute shown) to the top of the card. */
  top: number;
  /** Minutes, at least MIN_EVENT_MINUTES. */
  height: number;
  /** 0-based column inside the technician's column. */
  lane: number;
  /** How many lanes the event's cluster uses: width = 1 / lanes. */
  lanes: number;
};

type Placed = { id: string; technicianId: string; start: number; end: number; lane: number; lanes: number };

function byStartThenLonger(a: Placed, b: Placed): number {
  return a.start - b.start || b.end - a.end || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Lanes for the events of one technician (mutates and returns `events`, sorted). */
function assignLanes(events: Placed[]): Placed[] {
  events.sort(byStartThenLonger);
  const busy = new MinHeap<{ end: number; lane: number }>((a, b) => a.end < b.end || (a.end === b.end && a.lane < b.lane));
  const free = new MinHeap<number>((a, b) => a < b);
  let laneCount = 0;
  let clusterStart = 0;
  const closeCluster = (to: number): void => {
    for (const e of events.slice(clusterStart, to)) e.lanes = laneCount;
    clusterStart = to;
    laneCount = 0;
    free.clear();
  };
  events.forEach((e, i) => {
    for (let top = busy.peek(); top && top.end <= e.start; top = busy.peek()) {
      busy.pop();
      free.push(top.lane);
    }
    if (busy.size === 0 && i > clusterStart) closeCluster(i);
    const lane = free.pop() ?? laneCount++;
    e.lane = lane;
    busy.push({ end: e.end, lane });
  });
  closeCluster(events.length);
  return events;
}

/** Layout of every technician's events on `date`, keyed by technician id. */
export function layoutDay({ items, date, origin }: { items: readonly LayoutItem[]; date: IsoDate; origin: number }): Record<string, LaidOutEvent[]> {
  const perTechnician = new Map<string, Placed[]>();
  for (const item of items) {
    const start = minutesFromDay(item.startTime, date);
    const end = Math.max(minutesFromDay(item.endTime, date), start + MIN_EVENT_MINUTES);
    const list = perTechnician.get(item.technicianId) ?? [];
    list.push({ id: item.id, technicianId: item.technicianId, start, end, lane: 0, lanes: 1 });
    perTechnician.set(item.technicianId, list);
  }
  const result: Record<string, LaidOutEvent[]> = {};
  for (const [technicianId, events] of perTechnician) {
    result[technicianId] = assignLanes(events).map((e) => ({
      id: e.id,
      technicianId: e.technicianId,
      top: e.start - origin,
      height: e.end - e.start,
      lane: e.lane,
      lanes: e.lanes,
    }));
  }
  return result;
}
