// What the scheduler tests share: the server's day read through the API (to pick seeded
// cards, free slots and breaks instead of guessing), and the gestures a person makes.
import type { Locator, Page } from 'playwright-core';
import { ApiPath, type DayBookingsResult, type DayConfigResult, type Guest, type ScheduleTechnician } from '../../src/domain/api';
import type { ServiceGroupNode, ServiceLeaf } from '../../src/domain/booking/reads';
import { BookingReadPath } from '../../src/domain/booking/read-paths';
import type { ApiSession } from './api';

export const TODAY = '2026-11-20';
/** One 15-minute slot is this tall on the board. */
export const SLOT_PX = 24;
/** Wide and tall enough that every column and the whole day are in view without scrolling. */
export const BIG_VIEWPORT = { width: 2300, height: 1400 };

export type Tech = ScheduleTechnician & { label: string };
export type ServerDay = DayBookingsResult & { technicians: Tech[]; services: ServiceLeaf[]; config: DayConfigResult };
type Interval = { start: number; end: number };

export function minuteOf(hhmm: string): number {
  const m = /(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) throw new Error(`not a time: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

export function hhmm(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

export async function bookingsOn(api: ApiSession, date: string): Promise<ServerDay> {
  const q = { branchId: api.branchId, date };
  const [day, technicians, tree, config] = await Promise.all([
    api.get<DayBookingsResult>(ApiPath.DAY_BOOKINGS, q),
    api.get<ScheduleTechnician[]>(ApiPath.DAY_TECHNICIANS, q),
    api.get<ServiceGroupNode[]>(BookingReadPath.SERVICE_TREE, { branchId: api.branchId }),
    api.get<DayConfigResult>(ApiPath.DAY_CONFIG, q),
  ]);
  return {
    ...day,
    config,
    technicians: technicians.map((t) => ({ ...t, label: t.fullService ? `${t.name}-FS` : t.name })),
    services: tree.flatMap((g) => g.children),
  };
}

const ON_SCHEDULE = new Set(['New', 'Waiting', 'CheckIn', 'Processing', 'Completed']);

export function segmentsOf(day: ServerDay, technicianId: string): (Interval & { guest: Guest })[] {
  return day.guests
    .filter((g) => ON_SCHEDULE.has(g.status))
    .flatMap((g) => g.segments.filter((s) => s.technicianId === technicianId).map((s) => ({ start: minuteOf(s.startTime), end: minuteOf(s.endTime), guest: g })));
}

export function workingOf(tech: Tech): Interval[] {
  return tech.technicianWorkings.filter((w) => w.type === 'WORKING').map((w) => ({ start: minuteOf(w.startDate), end: minuteOf(w.endDate) }));
}

export function breaksOf(tech: Tech): (Interval & { id: string })[] {
  return tech.technicianWorkings.filter((w) => w.type !== 'WORKING').map((w) => ({ id: w.id, start: minuteOf(w.startDate), end: minuteOf(w.endDate) }));
}

function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Working, off break, and at least a slot clear of any other appointment on both sides. */
export function isFree(day: ServerDay, tech: Tech, interval: Interval, ignoreGuestId?: string): boolean {
  if (!workingOf(tech).some((w) => w.start <= interval.start && interval.end <= w.end)) return false;
  if (breaksOf(tech).some((b) => overlaps(b, interval))) return false;
  const padded = { start: interval.start - 15, end: interval.end + 15 };
  return !segmentsOf(day, tech.id).some((s) => s.guest.id !== ignoreGuestId && overlaps(s, padded));
}

export function offers(tech: Tech, service: ServiceLeaf): boolean {
  return tech.technicianServiceMappings.some((m) => m.serviceId === service.id);
}

/** What a test booked since it read the day: a slot of one technician. */
export type Taken = Interval & { technicianId: string };

/**
 * A start time, a 30–45 minute service and that many distinct technicians all free for it,
 * before `until` (17:00 by default) and clear of what the test has `taken` since reading the day.
 */
export function findFreeSlot(
  day: ServerDay,
  input: { from: number; technicians: number; exclude?: readonly string[]; until?: number; taken?: readonly Taken[] },
): { time: string; minute: number; service: ServiceLeaf; technicians: Tech[] } {
  const services = day.services.filter((s) => s.numberTechnician === 1 && s.duration >= 30 && s.duration <= 45);
  const clearOfTaken = (tech: Tech, interval: Interval) => !input.taken?.some((x) => x.technicianId === tech.id && overlaps({ start: x.start - 15, end: x.end + 15 }, interval));
  for (let minute = input.from; minute < (input.until ?? minuteOf('17:00')); minute += 15) {
    for (const service of services) {
      const interval = { start: minute, end: minute + service.duration + service.cleaning };
      const techs = day.technicians.filter((t) => !input.exclude?.includes(t.id) && offers(t, service) && isFree(day, t, interval) && clearOfTaken(t, interval));
      if (techs.length >= input.technicians) return { time: hhmm(minute), minute, service, technicians: techs.slice(0, input.technicians) };
    }
  }
  throw new Error('no free slot in the seeded day');
}

/** The column of a technician on the board. */
export function boardOf(page: Page, label: string): Locator {
  return page.getByRole('region', { name: `Schedule of ${label}`, exact: true });
}

export type NewBooking = {
  phone: string;
  name: string;
  time: string;
  guests: { service: string; technician: string }[];
};

/** Fills "New booking" as the front desk would, then presses `button` (Save by default). */
export async function createBooking(page: Page, booking: NewBooking, button: 'Save' | 'Start' = 'Save'): Promise<void> {
  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await fillBooking(page, dialog, booking);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export async function fillBooking(page: Page, dialog: Locator, booking: NewBooking): Promise<void> {
  await dialog.getByLabel('Phone').fill(booking.phone);
  await dialog.getByLabel('Customer name').fill(booking.name);
  await pickOption(page, dialog.getByLabel('Start time'), booking.time);
  for (let i = 0; i < booking.guests.length; i++) {
    const guest = booking.guests[i]!;
    if (i > 0) await dialog.getByRole('button', { name: 'Add guest' }).click();
    const section = i === 0 ? dialog.getByRole('region', { name: booking.name.toUpperCase() }) : dialog.getByRole('region', { name: `Guest ${i + 1}` });
    await pickService(page, section, guest.service);
    await pickOption(page, section.getByLabel(`Technician for ${guest.service}`), guest.technician);
  }
}

/** Adds a service to a guest's grid through the "All services" picker. */
export async function pickService(page: Page, section: Locator, service: string): Promise<void> {
  await section.getByRole('button', { name: /^All services/ }).click();
  const picker = page.getByRole('dialog', { name: /^All services for/ });
  await picker.getByLabel('Search services').fill(service);
  await picker.getByRole('button', { name: service, exact: true }).click();
  await picker.getByRole('button', { name: 'Close' }).first().click();
  await picker.waitFor({ state: 'hidden' });
}

/** A Mantine Select: open it, then click the option. */
export async function pickOption(page: Page, input: Locator, option: string): Promise<void> {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Centre of an element, scrolled into view first. */
export async function centreOf(locator: Locator): Promise<{ x: number; y: number; box: { x: number; y: number; width: number; height: number } }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height, 40) / 2, box };
}

/** A mouse drag: press, move past dnd-kit's 6 px threshold in steps, release. */
export async function dragTo(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, from.y + 4, { steps: 2 });
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.waitForTimeout(100);
  await page.mouse.move(to.x, to.y + 1);
  await page.mouse.up();
}

/** Drags a card by its face to a technician's column, `minutes` later (or earlier). */
export async function dragBy(page: Page, card: Locator, column: Locator, minutes: number): Promise<void> {
  const from = await centreOf(card);
  const target = await column.boundingBox();
  if (!target) throw new Error('column not visible');
  await dragTo(page, from, { x: target.x + target.width / 2, y: from.y + (minutes / 15) * SLOT_PX });
}

/** Right click on a card, then the menu item. */
export async function openCardMenu(page: Page, card: Locator, item: string): Promise<void> {
  await card.click({ button: 'right' });
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** The board's first row is this minute (09:00 less the 30 minutes of overtime). */
export const BOARD_START = 8 * 60 + 30;

/** Client y of a minute in a column. */
export async function yOfMinute(column: Locator, minute: number): Promise<number> {
  const box = await column.boundingBox();
  if (!box) throw new Error('column not visible');
  return box.y + ((minute - BOARD_START) / 15) * SLOT_PX;
}

export type SeededCard = {
  guest: Guest;
  customerName: string;
  serviceId: string | null;
  serviceName: string;
  start: number;
  end: number;
  tech: Tech;
  /** The card's accessible name, status left open. */
  name: RegExp;
};

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function cardName(customerName: string, serviceName: string, start: string, end: string, status = '[^,]+'): RegExp {
  return new RegExp(`^${escapeRe(customerName)}, ${escapeRe(serviceName)}, ${start}–${end}, ${status}`);
}

/**
 * Waiting guests of one-guest bookings with one service line, later than `from`, each
 * not in `used`: a test adds the cards it takes, so tests do not fight over the same card.
 */
export function waitingCards(day: ServerDay, used: Set<string>, from = 10 * 60 + 30): SeededCard[] {
  const out: SeededCard[] = [];
  for (const booking of day.bookings) {
    const guests = day.guests.filter((g) => g.bookingId === booking.id);
    if (guests.length !== 1 || !booking.confirm) continue;
    const guest = guests[0]!;
    const seg = guest.segments[0];
    if (guest.status !== 'Waiting' || guest.segments.length !== 1 || !seg || used.has(guest.id)) continue;
    const start = minuteOf(seg.startTime);
    const end = minuteOf(seg.endTime);
    const tech = day.technicians.find((t) => t.id === seg.technicianId);
    if (start < from || !tech) continue;
    out.push({
      guest,
      customerName: booking.customerName,
      serviceId: seg.serviceId,
      serviceName: seg.serviceName,
      start,
      end,
      tech,
      name: cardName(booking.customerName, seg.serviceName, hhmm(start), hhmm(end)),
    });
  }
  return out;
}

export function serviceOf(day: ServerDay, card: SeededCard): ServiceLeaf {
  const s = day.services.find((x) => x.id === card.serviceId);
  if (!s) throw new Error(`no service ${card.serviceName}`);
  return s;
}
