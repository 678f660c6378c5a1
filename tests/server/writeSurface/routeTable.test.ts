import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MutationName } from '../../../src/domain/sync-protocol';
import { apiRoutes, routeExamples, routeKey, setupWorld } from './examples';
import { BOOKING_KINDS, MONEY_KINDS, mutationExamples } from './mutationExamples';
import { setupExamples } from './setupExamples';
import type { World } from './world';

describe('the route table', () => {
  let w: World;
  beforeAll(async () => {
    w = await setupWorld();
  });
  afterAll(async () => {
    await w.env.close();
  });

  it('declares the input of every /api route, and the write-surface tests have a valid request of each', () => {
    const routes = apiRoutes(w);
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((r) => r.input === undefined).map(routeKey)).toEqual([]);
    // The first run's routes are probed on an empty database (setup.test.ts), the others on the demo.
    const examples = new Set([...Object.keys(routeExamples), ...Object.keys(setupExamples)]);
    expect(routes.filter((r) => !examples.has(routeKey(r))).map(routeKey)).toEqual([]);
    // An example of a route that no longer exists is a sign the table and the tests drifted apart.
    const known = new Set(routes.map(routeKey));
    expect([...examples].filter((k) => !known.has(k))).toEqual([]);
  });

  it('marks the GETs the spec makes write, and only those', () => {
    const writingGets = apiRoutes(w).filter((r) => r.method === 'GET' && r.writes).map((r) => r.url).sort();
    expect(writingGets).toEqual(['/api/bill/cancel-bill', '/api/bill/cancel-cart-bill', '/api/booking/move-guest-to-clipboard']);
  });

  it('has a valid change of every sync kind, and probes each kind in one of the two files', () => {
    expect(Object.keys(mutationExamples).sort()).toEqual(Object.values(MutationName).sort());
    expect([...BOOKING_KINDS, ...MONEY_KINDS].sort()).toEqual(Object.values(MutationName).sort());
  });
});
