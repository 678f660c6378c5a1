import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipped = promisify(gzip);

/**
 * A JSON answer kept as bytes, plain and gzipped, for an answer sent many times over: each
 * request then only writes bytes (no encoding, no compression of its own).
 */
export type EncodedBody = { plain: Buffer; gzip: Buffer };

/** Compressed in libuv's thread pool, so the event loop keeps answering meanwhile. */
export async function encodeBody(json: string): Promise<EncodedBody> {
  const plain = Buffer.from(json);
  return { plain, gzip: await gzipped(plain) };
}

/** Accept-Encoding gives gzip a weight above zero, by name or else through `*`. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const weights = new Map<string, number>();
  for (const entry of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const weight = params.find((p) => p.startsWith('q='));
    weights.set(coding, weight === undefined ? 1 : Number(weight.slice(2)));
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}

/**
 * Sends the gzipped bytes to a client that takes them (every browser does), else the plain
 * ones. The caller has set `vary: accept-encoding` (a 304 carries it too).
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body.plain);
  return reply.header('content-encoding', 'gzip').send(body.gzip);
}
