/** Pure helpers that turn the server's flat menu lists into what the shell draws. */
import type { MenuItem } from '../../domain/api';

export type MenuNode = { item: MenuItem; children: MenuNode[] };

const byOrder = (a: MenuItem, b: MenuItem) => a.order - b.order || a.id.localeCompare(b.id);

/** Parents first (ordered), each with its ordered children; orphans become top-level. */
export function buildMenuTree(items: readonly MenuItem[]): MenuNode[] {
  const ids = new Set(items.map((i) => i.id));
  const nodes = new Map<string, MenuNode>();
  for (const item of [...items].sort(byOrder)) nodes.set(item.id, { item, children: [] });
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parentId = node.item.parentId;
    const parent = parentId && ids.has(parentId) ? nodes.get(parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * The spec caps badges at "99+ above 100". We read that as "more than two digits never fit":
 * any count above 99 shows "99+" (so 100 shows 99+), and 0 or null shows no badge.
 */
export function badgeLabel(value: number | null): string | null {
  if (value === null || value <= 0) return null;
  return value > 99 ? '99+' : String(value);
}

/** Sub-menu entries are numbered "1.", "2." … in their order. */
export function childNumber(index: number): string {
  return `${index + 1}.`;
}

export const DEFAULT_HOME = '/appointment';

/** `/` goes to the first child route of the first header-menu item, else /appointment. */
export function homePath(headerMenu: readonly MenuItem[] | undefined): string {
  if (!headerMenu || headerMenu.length === 0) return DEFAULT_HOME;
  const first = buildMenuTree(headerMenu)[0];
  const child = first?.children.find((c) => isInternalPath(c.item.path) && !c.item.external);
  return child ? child.item.path : DEFAULT_HOME;
}

export function isInternalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && path !== '/';
}

export const USER_GUIDE_KEY = 'user-guide';

/** The user guide is an external menu item with the key `user-guide` (or `menu.user-guide`). */
export function findUserGuide(lists: readonly (readonly MenuItem[] | undefined)[]): MenuItem | null {
  for (const list of lists) {
    const hit = list?.find((i) => menuKeyName(i.key) === USER_GUIDE_KEY);
    if (hit) return hit;
  }
  return null;
}

/** "menu.appointment" and "appointment" name the same entry. */
export function menuKeyName(key: string): string {
  return key.startsWith('menu.') ? key.slice('menu.'.length) : key;
}

/** External items open through the identity redirect so the new tab is signed in too. */
export function externalHref(base: string, path: string): string {
  return `${base}?url=${encodeURIComponent(path)}`;
}
