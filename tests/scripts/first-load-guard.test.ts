import { describe, expect, it } from 'vitest';
import { packagesOnFirstLoad, sourcesOnEntryLoad, sourcesOnFirstLoad } from '../../scripts/first-load-guard';

const ROUTES = ['src/routes/_app/appointment.tsx'];
const HOME = '/repo/src/routes/_app/appointment.tsx?tsr-split=component';
const ZOD = '/repo/node_modules/zod/v4/core/schemas.js';

/** Only the fields the check reads: a real bundle's chunks have many more. */
const chunk = (fileName: string, imports: string[], moduleIds: string[], isEntry = false) =>
  [fileName, { type: 'chunk' as const, fileName, imports, isEntry, facadeModuleId: null, moduleIds }] as const;

describe('the first-load guard', () => {
  it('names a package that a first-load chunk holds: the entry, its imports or the home screen', () => {
    const inEntry = Object.fromEntries([chunk('assets/index.js', [], ['/repo/src/main.tsx', ZOD], true), chunk('assets/home.js', [], [HOME])]);
    expect(packagesOnFirstLoad(inEntry, ROUTES, ['zod'])).toEqual(['zod (assets/index.js)']);
    const inHome = Object.fromEntries([chunk('assets/index.js', [], ['/repo/src/main.tsx'], true), chunk('assets/home.js', ['assets/zod.js'], [HOME]), chunk('assets/zod.js', [], [ZOD])]);
    expect(packagesOnFirstLoad(inHome, ROUTES, ['zod'])).toEqual(['zod (assets/zod.js)']);
  });

  it('lets a package stay in a chunk loaded later', () => {
    const lazy = Object.fromEntries([chunk('assets/index.js', [], ['/repo/src/main.tsx'], true), chunk('assets/home.js', [], [HOME]), chunk('assets/checks.js', [], ['/repo/src/data/mutation-checks.ts', ZOD])]);
    expect(packagesOnFirstLoad(lazy, ROUTES, ['zod'])).toEqual([]);
  });
});

describe('the first-load guard of sources', () => {
  it('names a source the home screen holds, and lets it stay in a chunk loaded later', () => {
    const BILL = '/repo/src/domain/bill/calculate-bill.ts';
    const inHome = Object.fromEntries([chunk('assets/index.js', [], ['/repo/src/main.tsx'], true), chunk('assets/home.js', [], [HOME, BILL])]);
    expect(sourcesOnFirstLoad(inHome, ROUTES, ['src/domain/bill/calculate-bill.ts'])).toEqual(['src/domain/bill/calculate-bill.ts (assets/home.js)']);
    const lazy = Object.fromEntries([chunk('assets/index.js', [], ['/repo/src/main.tsx'], true), chunk('assets/home.js', [], [HOME]), chunk('assets/slip.js', [], [BILL])]);
    expect(sourcesOnFirstLoad(lazy, ROUTES, ['src/domain/bill/calculate-bill.ts'])).toEqual([]);
  });
});

describe("the worker's entry guard", () => {
  const BILL = '/repo/src/domain/bill/calculate-bill.ts';

  it('names a source the worker entry or a chunk it imports statically holds', () => {
    const inShared = Object.fromEntries([chunk('assets/worker.js', ['assets/shared.js'], ['/repo/src/worker/frontdesk.worker.ts'], true), chunk('assets/shared.js', [], [BILL])]);
    expect(sourcesOnEntryLoad(inShared, ['src/domain/bill/'])).toEqual(['src/domain/bill/ (assets/shared.js)']);
  });

  it('lets a source stay in a chunk the worker imports on first use', () => {
    const lazy = Object.fromEntries([chunk('assets/worker.js', [], ['/repo/src/worker/frontdesk.worker.ts'], true), chunk('assets/checkout.js', [], [BILL])]);
    expect(sourcesOnEntryLoad(lazy, ['src/domain/bill/'])).toEqual([]);
  });
});
