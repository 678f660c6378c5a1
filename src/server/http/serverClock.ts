import type { FastifyInstance } from 'fastify';
import { SERVER_NOW_HEADER } from '../../domain/api';

/**
 * Every answer says the server's time (ms), so a tablet whose clock drifts can set its own
 * to it (src/data/desk-clock.ts). Only on answers no cache may reuse unchecked: a cached copy
 * would tell a stale time.
 */
export function installServerClock(app: FastifyInstance, now: () => Date): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const cacheControl = String(reply.getHeader('Cache-Control') ?? '');
    if (/no-store|no-cache/.test(cacheControl)) reply.header(SERVER_NOW_HEADER, String(now().getTime()));
    return payload;
  });
}
