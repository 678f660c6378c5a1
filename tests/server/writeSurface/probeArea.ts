import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf, setupWorld } from './examples';
import type { MutationName } from '../../../src/domain/sync-protocol';
import { mutationExamples } from './mutationExamples';
import { checkProbe, mutationProbe, routeProbe, RowWatch, type Area } from './probe';
import type { World } from './world';

/** Runs per route: enough for every field to meet a few hostile values, few enough to stay quick. */
export const WRITE_RUNS = 150;
export const READ_RUNS = 40;

/**
 * One test per route of the area. The list comes from the app's route table, so a route added
 * to the area is probed without anyone adding it here.
 */
/** A world for the file's tests, set up once, with its row watch. */
export function useWorld(): { world: () => World; watch: () => RowWatch } {
  let w: World | null = null;
  let watch: RowWatch | null = null;
  beforeAll(async () => {
    w = await setupWorld();
    watch = await RowWatch.of(w);
  });
  afterAll(async () => {
    await w?.env.close();
  });
  const ready = <T>(value: T | null): T => {
    if (value === null) throw new Error('the world is not set up');
    return value;
  };
  return { world: () => ready(w), watch: () => ready(watch) };
}

/** What a failed property says, in one line per route or kind. */
export function failureOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function probeArea(area: Area, title: string): void {
  describe(title, () => {
    const setup = useWorld();

    it('has routes', () => {
      expect(routesOf(setup.world(), area).length).toBeGreaterThan(0);
    });

    // Routes are only known once the app is built: one test walks them, each failure named.
    it('answers every hostile value without a 5xx, refuses with a code and a message, writes nothing on a refusal', async () => {
      const w = setup.world();
      const failures: string[] = [];
      for (const { entry, example } of routesOf(w, area)) {
        const runs = example.runs ?? (entry.writes ? WRITE_RUNS : READ_RUNS);
        try {
          await checkProbe(await routeProbe(w, entry, example, setup.watch()), runs);
        } catch (error) {
          failures.push(failureOf(error));
        }
      }
      expect(failures).toEqual([]);
    }, 600_000);
  });
}

/** One test for some sync kinds, each pushed by a registered device. */
export function probeKinds(names: readonly MutationName[], title: string): void {
  describe(title, () => {
    const setup = useWorld();

    it('refuses every hostile change REJECTED with a code and a message, never failing the push', async () => {
      const failures: string[] = [];
      for (const name of names) {
        try {
          await checkProbe(await mutationProbe(setup.world(), name, mutationExamples[name], setup.watch()), WRITE_RUNS);
        } catch (error) {
          failures.push(failureOf(error));
        }
      }
      expect(failures).toEqual([]);
    }, 600_000);
  });
}
