// The walk-in turn list as the tablets show it and as the server's records give it (issue 19).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiSession } from './api';
import { waitUntilSent } from './tablet';
import { bookingsOn, breaksOf, minuteOf, offers, segmentsOf, TODAY, workingOf, type ServerDay, type Tech } from './scheduler-helpers';
import { turnOrder } from '../../src/domain/turns/turn-order';

/** The seeded branch's (the e2e server and browsers run in it too). */
const TIME_ZONE = 'America/Toronto';

/** Working, off break and with no appointment in the interval (walk-ins go where there is room now). */
export function freeFor(day: ServerDay, tech: Tech, interval: { start: number; end: number }): boolean {
  const inside = (x: { start: number; end: number }) => x.start < interval.end && interval.start < x.end;
  return (
    workingOf(tech).some((w) => w.start <= interval.start && interval.end <= w.end) &&
    !breaksOf(tech).some(inside) &&
    !segmentsOf(day, tech.id).some(inside)
  );
}

/** Two technicians free from now (10:00) for the same one-technician service. */
export function freeNow(day: ServerDay): { service: ServerDay['services'][number]; technicians: [Tech, Tech] } {
  const start = minuteOf('10:00');
  for (const service of [...day.services].filter((s) => s.numberTechnician === 1 && s.duration <= 60).sort((x, y) => x.duration - y.duration)) {
    const free = day.technicians.filter((t) => offers(t, service) && freeFor(day, t, { start, end: start + service.duration + service.cleaning }));
    const [first, second] = free;
    if (first && second) return { service, technicians: [first, second] };
  }
  throw new Error('no two technicians free at 10:00 in the seeded day');
}

export const strip = (page: Page) => page.getByRole('region', { name: 'Walk-in turns' });

/** The list as the tablet shows it: "1. ANNA, 0 turns", … */
export async function shownOrder(page: Page): Promise<string[]> {
  return strip(page).getByRole('list', { name: 'Turn order' }).getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label') ?? ''));
}

/** The order the server's records give, in the words the tablets use. */
export async function serverOrder(api: ApiSession): Promise<string[]> {
  const day = await bookingsOn(api, TODAY);
  const rows = turnOrder({ date: TODAY, turns: day.turns ?? { clockIns: [], moves: [] }, bookings: day.bookings, guests: day.guests, fullTurnPrice: day.config.FULL_TURN_PRICE, timeZone: TIME_ZONE });
  return rows.map((r, i) => `${i + 1}. ${day.technicians.find((t) => t.id === r.technicianId)?.label ?? ''}, ${r.turns} turns`);
}

async function clockIn(page: Page, tech: Tech): Promise<void> {
  await strip(page).getByRole('button', { name: 'Clock in' }).click();
  await page.getByRole('menuitem', { name: tech.label, exact: true }).click();
}

/**
 * Tablet A clocks `first` then `second` in (the first is next) and sends it; once the server
 * holds both, tablet B reloads and shows the first as next.
 */
export async function clockInTwo(input: { api: ApiSession; a: Page; b: Page; first: Tech; second: Tech; timeout: number }): Promise<void> {
  const { a, b, first, second } = input;
  await clockIn(a, first);
  await strip(a).getByRole('listitem', { name: `1. ${first.label}, 0 turns` }).waitFor();
  await clockIn(a, second);
  await strip(a).getByRole('listitem', { name: `2. ${second.label}, 0 turns` }).waitFor();
  await waitUntilSent(a);
  await expect.poll(async () => (await bookingsOn(input.api, TODAY)).turns?.clockIns.length ?? 0, { timeout: input.timeout }).toBe(2);
  await b.reload();
  await strip(b).getByText(`Next: ${first.label}`).waitFor({ timeout: input.timeout });
}
