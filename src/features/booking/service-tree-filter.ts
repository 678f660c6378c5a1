/** The service picker's search: a service matches by name or code, or through its group's name. */
import type { ServiceGroupNode, ServiceLeaf } from '../../domain/booking/reads';

const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

export function filterServiceTree(groups: readonly ServiceGroupNode[], query: string): ServiceGroupNode[] {
  const q = fold(query.trim());
  if (!q) return groups.filter((g) => g.children.length > 0);
  const out: ServiceGroupNode[] = [];
  for (const group of groups) {
    const children = fold(group.name).includes(q)
      ? group.children
      : group.children.filter((s) => fold(s.name).includes(q) || fold(s.code).includes(q));
    if (children.length > 0) out.push({ ...group, children });
  }
  return out;
}

export function serviceCount(groups: readonly ServiceGroupNode[]): number {
  return groups.reduce((n, g) => n + g.children.length, 0);
}

export function findService(groups: readonly ServiceGroupNode[] | null | undefined, id: string): ServiceLeaf | undefined {
  for (const g of groups ?? []) {
    const found = g.children.find((s) => s.id === id);
    if (found) return found;
  }
  return undefined;
}
