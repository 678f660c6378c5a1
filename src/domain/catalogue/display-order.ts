/**
 * The display order of groups and of the services of a group: what the booking form's picker
 * shows. Services read as a tree of one level, each main service followed by its variants;
 * each list is numbered 1, 2, 3… in that order. A drag moves a main service with its variants
 * among the main services, and a variant only among the variants of the same parent.
 */

export type Ordered = { id: string; displayIndex: number; name: string };
export type OrderedService = Ordered & { parentId: string | null };

function byIndex(a: Ordered, b: Ordered): number {
  return a.displayIndex - b.displayIndex || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Groups (or any flat list) in display order. */
export function displayOrder<T extends Ordered>(items: readonly T[]): T[] {
  return [...items].sort(byIndex);
}

/**
 * A group's services in the picker's order: main services by display index, each followed by
 * its variants by theirs. A variant whose parent is not in the list (inactive) stands alone.
 */
export function serviceTreeOrder<T extends OrderedService>(services: readonly T[]): T[] {
  const ids = new Set(services.map((s) => s.id));
  const isMain = (s: T) => s.parentId === null || !ids.has(s.parentId);
  const sorted = displayOrder(services);
  return sorted.filter(isMain).flatMap((main) => [main, ...sorted.filter((s) => !isMain(s) && s.parentId === main.id)]);
}

/** Whether the service is shown as a variant in this list (its parent is in it). */
export function isShownAsVariant(service: OrderedService, list: readonly OrderedService[]): boolean {
  return service.parentId !== null && list.some((s) => s.id === service.parentId);
}

/** `ids` with `activeId` moved to where `overId` is; null when either is missing or they are the same. */
export function moveItem(ids: readonly string[], activeId: string, overId: string): string[] | null {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

/**
 * A drag in a group's services, shown in tree order: the new order of ids, or null when the
 * move changes nothing or is not allowed (a variant dropped outside its parent's variants).
 */
export function moveService(tree: readonly OrderedService[], activeId: string, overId: string): string[] | null {
  const active = tree.find((s) => s.id === activeId);
  const over = tree.find((s) => s.id === overId);
  if (!active || !over || active.id === over.id) return null;
  const variant = (s: OrderedService) => isShownAsVariant(s, tree);
  if (variant(active)) {
    if (!variant(over) || over.parentId !== active.parentId) return null;
    return moveItem(
      tree.map((s) => s.id),
      active.id,
      over.id,
    );
  }
  // A main service moves as a block with its variants, to the place of the block it is dropped on.
  const blocks = tree.filter((s) => !variant(s)).map((main) => [main.id, ...tree.filter((s) => variant(s) && s.parentId === main.id).map((s) => s.id)]);
  const overMain = variant(over) ? (over.parentId ?? '') : over.id;
  const mains = moveItem(
    blocks.map((b) => b[0] ?? ''),
    active.id,
    overMain,
  );
  if (!mains) return null;
  return mains.flatMap((id) => blocks.find((b) => b[0] === id) ?? []);
}

/**
 * The reorder rule: the order sent must hold each record of the list once, and nothing else.
 * Anything else (a record added or removed meanwhile, another branch's id) is refused.
 */
export function isReorderOf(current: readonly string[], next: readonly string[]): boolean {
  if (current.length !== next.length) return false;
  const known = new Set(current);
  const seen = new Set<string>();
  for (const id of next) {
    if (!known.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

/** The display index of each id in the new order: 1, 2, 3… */
export function displayIndexes(ids: readonly string[]): Map<string, number> {
  return new Map(ids.map((id, i) => [id, i + 1]));
}
