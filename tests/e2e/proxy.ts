// A loopback proxy between the browser and the server that can misbehave on purpose:
// drop the answer to a sync push after the server committed it, or hold a push while the
// server is stopped. It proves the outbox reaches the server exactly once regardless.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type ProxyMode =
  /** Forward the next push, wait for the server's answer, then cut the connection instead. */
  | 'drop-next-push-answer'
  /** Hold the next push until `release()`; the test stops the server meanwhile. */
  | 'hold-next-push'
  | 'pass';

export type FaultyProxy = {
  baseURL: string;
  setMode: (mode: ProxyMode) => void;
  /** Resolves when the held or dropped push has been seen. */
  pushSeen: () => Promise<void>;
  release: () => void;
  /** How many push requests reached the proxy. */
  pushCount: () => number;
  /** Every mutation each push carried, in arrival order (one entry per push). */
  pushedMutations: () => { deviceId: string; seq: number; id: string }[][];
  close: () => Promise<void>;
};

function mutationsOf(body: Buffer): { deviceId: string; seq: number; id: string }[] {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || !('mutations' in parsed) || !Array.isArray(parsed.mutations)) return [];
    const deviceId = 'deviceId' in parsed && typeof parsed.deviceId === 'string' ? parsed.deviceId : '';
    return parsed.mutations.flatMap((m: unknown) =>
      typeof m === 'object' && m !== null && 'id' in m && 'seq' in m && typeof m.id === 'string' && typeof m.seq === 'number' ? [{ deviceId, seq: m.seq, id: m.id }] : [],
    );
  } catch {
    return [];
  }
}

export async function startProxy(targetPort: number): Promise<FaultyProxy> {
  let mode: ProxyMode = 'pass';
  let pushes = 0;
  const pushed: { deviceId: string; seq: number; id: string }[][] = [];
  let seen: (() => void) | null = null;
  let seenPromise = new Promise<void>((r) => (seen = r));
  let releaseHeld: (() => void) | null = null;

  const forward = (req: IncomingMessage, body: Buffer, res: ServerResponse, dropAnswer: boolean) => {
    const upstream = request(
      { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        if (dropAnswer) {
          up.resume();
          up.on('end', () => res.socket?.destroy());
          return;
        }
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
    upstream.end(body);
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const isPush = req.method === 'POST' && req.url?.startsWith('/api/sync/push') === true;
      if (isPush) {
        pushes += 1;
        pushed.push(mutationsOf(body));
      }
      if (!isPush || mode === 'pass') return forward(req, body, res, false);
      const current = mode;
      mode = 'pass';
      seen?.();
      if (current === 'drop-next-push-answer') return forward(req, body, res, true);
      releaseHeld = () => forward(req, body, res, false);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;

  return {
    baseURL: `http://127.0.0.1:${port}`,
    setMode: (m) => {
      mode = m;
      seenPromise = new Promise<void>((r) => (seen = r));
    },
    pushSeen: () => seenPromise,
    release: () => {
      releaseHeld?.();
      releaseHeld = null;
    },
    pushCount: () => pushes,
    pushedMutations: () => pushed.map((p) => [...p]),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
