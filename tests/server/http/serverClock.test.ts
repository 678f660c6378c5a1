import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NOW_HEADER } from '../../../src/domain/api';
import { setupTestEnv, TEST_NOW, type TestEnv } from '../helpers';

let env: TestEnv;
beforeAll(async () => {
  env = await setupTestEnv();
});
afterAll(async () => {
  await env.close();
});

describe("the server's time on its answers", () => {
  it("says the app's clock, not the machine's, on an api answer", async () => {
    const first = await env.app.inject({ method: 'GET', url: '/api/check-login' });
    expect(first.headers[SERVER_NOW_HEADER.toLowerCase()]).toBe(String(TEST_NOW.getTime()));
    env.clock.advance(90_000);
    const later = await env.app.inject({ method: 'GET', url: '/api/check-login' });
    expect(later.headers[SERVER_NOW_HEADER.toLowerCase()]).toBe(String(TEST_NOW.getTime() + 90_000));
  });

  it('says it on refusals too: a tablet sets its clock by whatever answer it gets', async () => {
    const refused = await env.app.inject({ method: 'POST', url: '/api/sync/push', payload: {} });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.headers[SERVER_NOW_HEADER.toLowerCase()]).toBe(String(env.clock.now().getTime()));
  });
});
