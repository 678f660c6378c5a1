/**
 * The scheduler's board begun while the entry still evaluates (issue 18): on the scheduler's
 * address only, with the address's date, and main.tsx imports it before the routes, the screens
 * and the theme, so it runs before those modules evaluate and before the router is created.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const warm = vi.fn();
const startDayScreenEarly = vi.fn((_date: unknown) => Promise.resolve());
vi.mock('../../../../src/worker/client', () => ({ getWorker: () => ({ warm }) }));
vi.mock('../../../../src/features/appointment/controller/board-head-start', () => ({ startDayScreenEarly }));

const { beginBoardAtLoad } = await import('../../../../src/features/appointment/controller/board-begun-at-load');

beforeEach(() => {
  warm.mockClear();
  startDayScreenEarly.mockClear();
});

describe('the board begun at load', () => {
  it('boots the worker and reads the day the address names', () => {
    expect(beginBoardAtLoad({ pathname: '/appointment', search: '?date=2026-11-20' })).toBe(true);
    expect(warm).toHaveBeenCalledOnce();
    expect(startDayScreenEarly).toHaveBeenCalledExactlyOnceWith('2026-11-20');
  });

  it('takes the addresses the router sends to the scheduler (any case, a final slash)', () => {
    expect(beginBoardAtLoad({ pathname: '/Appointment/', search: '' })).toBe(true);
    expect(startDayScreenEarly).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('leaves every other address to main.tsx', () => {
    for (const pathname of ['/', '/customer', '/appointments', '/login', '/book/salon']) {
      expect(beginBoardAtLoad({ pathname, search: '?date=2026-11-20' })).toBe(false);
    }
    expect(warm).not.toHaveBeenCalled();
    expect(startDayScreenEarly).not.toHaveBeenCalled();
  });

  it('is evaluated before the routes, the screens and the theme (main.tsx imports it before them)', () => {
    const main = readFileSync(new URL('../../../../src/main.tsx', import.meta.url), 'utf8');
    const imports = [...main.matchAll(/^import\s+(?:[^'"]*?from\s+)?'([^']+)';/gm)].map(([, from]) => from);
    const ours = imports.filter((from) => from?.startsWith('./') && from !== './components/mantine-styles');
    expect(ours[0]).toBe('./begin-board');
  });
});
