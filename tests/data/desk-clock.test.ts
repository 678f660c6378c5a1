import { describe, expect, it } from 'vitest';
import { createDeskClock, offsetOf } from '../../src/data/desk-clock';
import { createApiClient } from '../../src/data/api-client';
import { SERVER_NOW_HEADER } from '../../src/domain/api';

const SERVER = Date.parse('2026-11-20T15:00:00Z');
const TEN_MINUTES = 600_000;

function memoryStore(initial: number | null = null) {
  let stored = initial;
  return { read: () => stored, write: (v: number) => void (stored = v), stored: () => stored };
}

describe('the offset of one sample', () => {
  it('assumes the server answered halfway through the round trip', () => {
    // The tablet is 10 minutes ahead; the request took 400 ms there and back.
    const sentAtMs = SERVER + TEN_MINUTES - 200;
    expect(offsetOf({ serverMs: SERVER, sentAtMs, receivedAtMs: sentAtMs + 400 })).toBe(-TEN_MINUTES);
  });

  it('trusts no sample with a round trip over 10 s, a negative one or a time that is not a number', () => {
    expect(offsetOf({ serverMs: SERVER, sentAtMs: SERVER, receivedAtMs: SERVER + 10_001 })).toBeNull();
    expect(offsetOf({ serverMs: SERVER, sentAtMs: SERVER, receivedAtMs: SERVER - 1 })).toBeNull();
    expect(offsetOf({ serverMs: Number('soon'), sentAtMs: SERVER, receivedAtMs: SERVER })).toBeNull();
  });
});

describe('the desk clock', () => {
  it("stamps with the server's time once it has heard it, and keeps the offset for an offline start", () => {
    let device = SERVER + TEN_MINUTES;
    const store = memoryStore();
    const clock = createDeskClock(() => device, store);
    expect(clock.now().getTime()).toBe(SERVER + TEN_MINUTES);
    clock.note({ serverMs: SERVER, sentAtMs: device, receivedAtMs: device });
    expect(clock.now().getTime()).toBe(SERVER);
    device += 3_600_000;
    expect(clock.now().toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(store.stored()).toBe(-TEN_MINUTES);

    const afterReload = createDeskClock(() => device, memoryStore(store.stored()));
    expect(afterReload.now().toISOString()).toBe('2026-11-20T16:00:00.000Z');
  });

  it("ignores the network's jitter under a second and a sample it cannot trust", () => {
    const device = SERVER;
    const store = memoryStore();
    const clock = createDeskClock(() => device, store);
    clock.note({ serverMs: SERVER + 900, sentAtMs: device, receivedAtMs: device });
    clock.note({ serverMs: SERVER + TEN_MINUTES, sentAtMs: device - 20_000, receivedAtMs: device });
    expect(clock.offsetMs()).toBe(0);
    expect(store.stored()).toBeNull();
  });

  it("is set by the server's time on an api answer, a refusal included", async () => {
    const device = SERVER + TEN_MINUTES;
    const clock = createDeskClock(() => device, memoryStore());
    const answer = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', [SERVER_NOW_HEADER]: String(SERVER) } });
    const api = createApiClient({ baseUrl: 'http://server', clock, fetch: async () => answer(400, { success: false, message: 'No', result: null, code: 'VALIDATION' }) });
    await expect(api.post('/api/anything', {})).rejects.toMatchObject({ status: 400 });
    expect(clock.now().getTime()).toBe(SERVER);
  });
});
