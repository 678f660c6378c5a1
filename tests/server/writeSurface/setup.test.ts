import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, routeKey } from './examples';
import { checkProbe, routeProbe, RowWatch, type ProbeWorld } from './probe';
import { failureOf, READ_RUNS, WRITE_RUNS } from './probeArea';
import { firstRunWorld, setupExamples } from './setupExamples';

describe('write surface: the first run, on an empty database', () => {
  let w: ProbeWorld;
  beforeAll(async () => {
    w = await firstRunWorld();
  });
  afterAll(async () => {
    await w.env.close();
  });

  it('answers every hostile value without a 5xx, refuses with a code and a message, writes nothing on a refusal', async () => {
    const routes = apiRoutes(w).flatMap((entry) => {
      const example = setupExamples[routeKey(entry)];
      return example ? [{ entry, example }] : [];
    });
    expect(routes.map(({ entry }) => routeKey(entry)).sort()).toEqual(Object.keys(setupExamples).sort());
    const watch = await RowWatch.of(w);
    const failures: string[] = [];
    for (const { entry, example } of routes) {
      try {
        await checkProbe(await routeProbe(w, entry, example, watch), entry.writes ? WRITE_RUNS : READ_RUNS);
      } catch (error) {
        failures.push(failureOf(error));
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
