import { createServer, type Server } from 'node:http';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutBodies } from './loadGenerator';

const BODY = Buffer.from(JSON.stringify({ result: 'x'.repeat(200_000) }));

describe('withoutBodies', () => {
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json', 'content-length': BODY.length }).end(BODY));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on a port');
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('still reads, counts and times every response, and keeps a setupClient of its own', async () => {
    let clients = 0;
    const result = await autocannon(withoutBodies({ url, connections: 2, amount: 20, setupClient: () => (clients += 1) }));
    expect(result['2xx']).toBe(20);
    expect(result.errors + result.timeouts + result.non2xx).toBe(0);
    expect(result.throughput.total).toBeGreaterThanOrEqual(20 * BODY.length);
    expect(clients).toBe(2);
  });

  it('leaves the options of a run that reads bodies as they are, and the bodies arrive', async () => {
    const seen: number[] = [];
    const options: autocannon.Options = { url, connections: 1, amount: 3, verifyBody: (body) => (seen.push(String(body).length), true) };
    expect(withoutBodies(options)).toBe(options);
    const result = await autocannon(withoutBodies(options));
    expect(result.mismatches).toBe(0);
    expect(seen).toEqual([BODY.length, BODY.length, BODY.length]);
  });
});
