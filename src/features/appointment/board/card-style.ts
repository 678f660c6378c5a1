import type { CSSProperties } from 'react';
import type { BoardCard } from './board-types';

/** Status tint and border from the Mantine palette; the booking's own colour as the left stripe. */
export function cardSurfaceStyle(card: Pick<BoardCard, 'statusColor' | 'color'>): CSSProperties {
  const filled = `var(--mantine-color-${card.statusColor}-filled)`;
  return {
    background: `var(--mantine-color-${card.statusColor}-light)`,
    borderColor: filled,
    borderLeftColor: card.color ?? filled,
  };
}

export function progressStyle(card: Pick<BoardCard, 'statusColor' | 'progress'>): CSSProperties {
  return { width: `${card.progress ?? 0}%`, background: `var(--mantine-color-${card.statusColor}-filled)` };
}
