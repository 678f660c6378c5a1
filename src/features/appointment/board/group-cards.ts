/**
 * Cards grouped per technician column, keeping the previous objects when nothing changed:
 * the page rebuilds every card on each snapshot change, and the memoised columns and cards
 * only skip re-rendering if they receive the same references.
 */
import type { BoardCard } from './board-types';

export type CardGroups = ReadonlyMap<string, readonly BoardCard[]>;

function sameFields<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.is(Reflect.get(a, k), Reflect.get(b, k)));
}

export function sameCard(a: BoardCard, b: BoardCard): boolean {
  return (
    a === b ||
    (a.customerName === b.customerName &&
      a.phoneLabel === b.phoneLabel &&
      a.statusColor === b.statusColor &&
      a.color === b.color &&
      a.bookingCode === b.bookingCode &&
      a.pending === b.pending &&
      a.progress === b.progress &&
      a.guestCountOfBooking === b.guestCountOfBooking &&
      sameFields(a.item, b.item) &&
      sameFields(a.event, b.event))
  );
}

/**
 * Groups `cards` by `event.technicianId` in the given order. An unchanged card keeps its
 * previous object and an unchanged column keeps its previous array.
 */
export function groupCards(cards: readonly BoardCard[], previous: CardGroups): Map<string, readonly BoardCard[]> {
  const previousById = new Map<string, BoardCard>();
  for (const list of previous.values()) for (const card of list) previousById.set(card.item.id, card);

  const next = new Map<string, BoardCard[]>();
  for (const card of cards) {
    const old = previousById.get(card.item.id);
    const kept = old && sameCard(old, card) ? old : card;
    const list = next.get(card.event.technicianId);
    if (list) list.push(kept);
    else next.set(card.event.technicianId, [kept]);
  }

  const result = new Map<string, readonly BoardCard[]>();
  for (const [technicianId, list] of next) {
    const old = previous.get(technicianId);
    const unchanged = old !== undefined && old.length === list.length && old.every((c, i) => c === list[i]);
    result.set(technicianId, unchanged ? old : list);
  }
  return result;
}
