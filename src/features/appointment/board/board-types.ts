/**
 * The scheduler board's contract with the appointment page: the page owns the data, the
 * rules (checked in the worker) and the menus; the board only draws and reports gestures.
 */
import type { ScheduleTechnician } from '../../../domain/api';
import type { HourCount } from '../../../domain/scheduler/day-stats';
import type { SchedulerItem } from '../../../domain/scheduler/items';
import type { LaidOutEvent } from '../../../domain/scheduler/layout';
import type { DayBounds } from '../../../domain/scheduler/working-hours';

export type BoardCard = {
  /** Segment-level item (id = segment id). */
  item: SchedulerItem;
  /** Position. */
  event: LaidOutEvent;
  customerName: string;
  /** Already formatted. */
  phoneLabel: string;
  /** Mantine colour name from statusColor(). */
  statusColor: string;
  /** Booking colour (a CSS colour) shown as a left stripe. */
  color: string | null;
  bookingCode: string;
  /** Not yet confirmed by the server (pending in the outbox): show a small "Not yet sent" marker. */
  pending: boolean;
  /** 25/50/75/100 for waiting/check-in/processing/complete, null otherwise. */
  progress: number | null;
  guestCountOfBooking: number;
  /** The package the line was booked in, when the tablet knows it. */
  packageName: string | null;
};

export type BoardTarget = {
  technicianId: string;
  /** "YYYY-MM-DD HH:mm". */
  start: string;
};

export type Point = { x: number; y: number };

export type SchedulerBoardProps = {
  /** YYYY-MM-DD. */
  date: string;
  bounds: DayBounds;
  technicians: ScheduleTechnician[];
  cards: BoardCard[];
  /** Technician id -> booking count (header). */
  bookingCounts: Record<string, number>;
  /** Hour column: guests in service per hour. */
  hourCounts: HourCount[];
  /** Minutes after 00:00 of date, null when the date is not today. */
  nowMinute: number | null;
  /** Zoom: 40..300, step 20. */
  columnWidth: number;
  /** One technician at a time, as wide as the board (a phone held upright); the zoom then does not apply. */
  singleColumn?: boolean;
  /** Drag/resize/menu allowed (rights, not read-only, not a past date). */
  canEdit: boolean;
  /** May set/remove breaks. */
  canBreak: boolean;
  /** Initial scroll target (the parent computes one hour before now); scrolled to 700 ms after mount/date change. */
  scrollToMinute: number | null;
  /** Height of the scrolling viewport; defaults to 'calc(100dvh - 190px)'. */
  height?: number | string;
  /** Click / tap / Enter. */
  onCardOpen: (card: BoardCard) => void;
  /** Right click, long press (touch, 550 ms without moving), Shift+F10 / ContextMenu key. */
  onCardMenu: (card: BoardCard, at: Point) => void;
  /** Right click / long press on an empty working area (offer New booking, Break time). */
  onCellMenu: (target: BoardTarget, at: Point) => void;
  /** Double click / double tap on an empty cell: create a booking there. */
  onCellOpen: (target: BoardTarget) => void;
  /** "Unbreak" link in break blocks (only shown when canBreak). */
  onUnbreak: (breakId: string) => void;
  /**
   * A drop; the parent validates and either queues the change or shows the refusal. Resolves
   * false when the move was refused or failed: the board, which drew the card in its new cell
   * at once, puts it back.
   */
  onMove: (card: BoardCard, target: BoardTarget) => Promise<boolean>;
  /** Bottom-edge resize snapped to 15 min. */
  onResize: (card: BoardCard, endTime: string) => void;
  onDropFromClipboard: (guestId: string, target: BoardTarget) => void;
  onMoveToClipboard: (card: BoardCard) => void;
  /** Whose turn it is on the walk-in list (issue 19): their column is marked while a clipboard guest is dragged. */
  suggestedTechnicianId?: string | null;
};
