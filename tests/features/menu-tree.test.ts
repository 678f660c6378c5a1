import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/domain/api';
import {
  badgeLabel,
  buildMenuTree,
  childNumber,
  externalHref,
  findUserGuide,
  homePath,
} from '../../src/features/shell/menu-tree';

function item(id: string, overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    parentId: null,
    key: id,
    path: `/${id}`,
    order: 1,
    badge: null,
    locked: false,
    external: false,
    requiredRights: [],
    requiredPlanRights: [],
    ...overrides,
  };
}

describe('menu tree', () => {
  it('nests children under parents, both ordered', () => {
    const tree = buildMenuTree([
      item('b', { order: 2 }),
      item('a', { order: 1 }),
      item('a2', { parentId: 'a', order: 2 }),
      item('a1', { parentId: 'a', order: 1 }),
      item('orphan', { parentId: 'missing', order: 3 }),
    ]);
    expect(tree.map((n) => n.item.id)).toEqual(['a', 'b', 'orphan']);
    expect(tree[0]?.children.map((n) => n.item.id)).toEqual(['a1', 'a2']);
  });

  it('numbers children from 1', () => {
    expect([0, 1, 9].map(childNumber)).toEqual(['1.', '2.', '10.']);
  });

  it('caps badges: above 99 shows 99+, nothing for 0 or null', () => {
    expect(badgeLabel(null)).toBeNull();
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(7)).toBe('7');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(1234)).toBe('99+');
  });

  it('home is the first child of the first header item, else /appointment', () => {
    expect(homePath(undefined)).toBe('/appointment');
    expect(homePath([])).toBe('/appointment');
    expect(homePath([item('appointment')])).toBe('/appointment');
    expect(
      homePath([
        item('sales', { order: 2 }),
        item('front', { order: 1, path: '' }),
        item('cust', { parentId: 'front', order: 2, path: '/customer' }),
        item('book', { parentId: 'front', order: 1, path: '/booking' }),
      ]),
    ).toBe('/booking');
  });

  it('finds the user guide by key and builds the external redirect link', () => {
    const guide = item('g', { key: 'user-guide', path: '/guide/', external: true });
    expect(findUserGuide([undefined, [item('x'), guide]])).toBe(guide);
    expect(findUserGuide([[item('x')]])).toBeNull();
    expect(externalHref('/api/identity/external-link', '/guide/')).toBe('/api/identity/external-link?url=%2Fguide%2F');
  });
});
