import type { MenuItem, MenuResult } from '../../domain/api';
import { hasAnyRight } from '../../domain/rights';
import type { MenuEntry } from './menuDefinition';

/**
 * Items the user lacks the right for are left out (and a parent left with no children goes
 * too); items the plan does not license stay, locked, so the UI can offer the upgrade page.
 */
export function buildMenu(
  entries: readonly MenuEntry[],
  held: { rights: readonly string[]; rightsPM: readonly string[] },
  badges: Readonly<Record<string, number | null>>,
): MenuResult {
  const visible = entries.filter((e) => hasAnyRight(e.requiredRights, held.rights));
  const parentsWithChildren = new Set(visible.filter((e) => e.parentKey).map((e) => e.parentKey));
  const hadChildren = new Set(entries.filter((e) => e.parentKey).map((e) => e.parentKey));
  const kept = visible.filter(
    (e) => !hadChildren.has(e.key) || parentsWithChildren.has(e.key),
  );
  const items = kept
    .filter((e) => e.parentKey === null || kept.some((p) => p.key === e.parentKey))
    .map((e): MenuItem & { header: boolean } => {
      const locked = !hasAnyRight(e.requiredPlanRights, held.rightsPM);
      return {
        id: e.key,
        parentId: e.parentKey,
        key: e.key,
        path: e.path,
        order: e.order,
        badge: locked ? null : (badges[e.key] ?? null),
        locked,
        external: e.external,
        requiredRights: [...e.requiredRights],
        requiredPlanRights: [...e.requiredPlanRights],
        header: e.header,
      };
    })
    .sort((a, b) => a.order - b.order);
  // Tree order: each top-level item followed by its children, so the flat list reads as the menu.
  const ordered = items
    .filter((i) => i.parentId === null)
    .flatMap((parent) => [parent, ...items.filter((c) => c.parentId === parent.id)]);
  const strip = ({ header: _header, ...item }: MenuItem & { header: boolean }): MenuItem => item;
  return { menu: ordered.map(strip), headerMenu: ordered.filter((i) => i.header).map(strip) };
}
