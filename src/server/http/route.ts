import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from '../../domain/schemas/zod';
import { parseInput } from './validate';

/**
 * What a route reads from a request, each part checked by its schema before any use. Declared
 * with the route, so the route table itself says what every endpoint accepts (the write-surface
 * test reads it from the built app) and a handler cannot read a part it did not declare.
 */
export type RouteInput = {
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  params?: z.ZodMiniType;
  /** The text fields of a multipart form; the file part is checked by its own reader. */
  form?: z.ZodMiniType;
};

export type RoutePart = keyof RouteInput;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `route()` on every /api route. */
    input?: RouteInput;
    /** Changes data: every POST, and the GETs the spec makes write (cancel cart, cancel bill, move to clipboard). */
    writes?: boolean;
  }
}

/** One parser per declared part: `input.body()` reads the request's body; `input.form(fields)` the fields given. */
export type InputReaders<I extends RouteInput> = {
  readonly [K in keyof I]: (raw?: unknown) => z.output<Exclude<I[K], undefined>>;
};

export type RouteSpec<I extends RouteInput> = {
  method: 'GET' | 'POST';
  url: string;
  input: I;
  /** Only for a GET that changes data; a POST always counts as a write. */
  writes?: true;
  /** The refusal's message in place of the field list (sign-in answers as for wrong credentials). */
  failMessage?: string;
};

function rawPart(request: FastifyRequest, part: RoutePart): unknown {
  switch (part) {
    case 'body':
      return request.body;
    case 'query':
      return request.query;
    case 'params':
      return request.params;
    case 'form':
      return undefined;
  }
}

function readersOf<I extends RouteInput>(request: FastifyRequest, spec: RouteSpec<I>): InputReaders<I> {
  const readers: Partial<Record<RoutePart, (raw?: unknown) => unknown>> = {};
  for (const part of ['body', 'query', 'params', 'form'] as const) {
    const schema = spec.input[part];
    if (schema) readers[part] = (raw?: unknown) => parseInput(schema, raw ?? rawPart(request, part), spec.failMessage);
  }
  // Built from the same keys as `I`, each parser from that key's schema.
  return readers as InputReaders<I>;
}

/**
 * Registers a route with its declared input. Parsing is left to the handler (`input.body()`),
 * after it has checked who is asking: a stranger's malformed request is a 401, not a 400.
 */
export function route<I extends RouteInput>(
  app: FastifyInstance,
  spec: RouteSpec<I>,
  handler: (request: FastifyRequest, reply: FastifyReply, input: InputReaders<I>) => Promise<unknown>,
): void {
  app.route({
    method: spec.method,
    url: spec.url,
    config: { input: spec.input, writes: spec.method === 'POST' || spec.writes === true },
    handler: (request, reply) => handler(request, reply, readersOf(request, spec)),
  });
}

/** A route of the table, as the app registered it. */
export type RouteEntry = { method: string; url: string; input: RouteInput | undefined; writes: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on this app and its scopes (HEAD twins left out). */
    readonly routeTable: readonly RouteEntry[];
  }
}

/** Collects the route table as routes are added: call before registering any. */
export function collectRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: options.url, input: options.config?.input, writes: options.config?.writes ?? false });
    }
  });
  app.decorate('routeTable', table);
}
