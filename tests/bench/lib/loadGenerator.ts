import type autocannon from 'autocannon';

/**
 * autocannon (8.0) keeps every response's body as a string: each chunk the parser hands over is
 * decoded as UTF-8 and appended (`PipelinedRequestsQueue.addBody`), whether or not anything reads
 * it. Only `expectBody`, `verifyBody` and a request's `onResponse` do. For the 40 × 600 day that
 * is 118 kB of gzip decoded as text (or 765 kB plain) per response: profiled, 1.6 ms of the load
 * generator's CPU per gzip read (2.4 ms plain) against 0.4 ms of the server's. On the bench's two
 * cores the generator, not the server, set the pace, and its queue was counted as the server's
 * latency.
 *
 * The scenarios check status codes only, so each connection drops its bodies: bytes are still
 * read off the socket, parsed and counted (throughput) as before; what is measured (URL,
 * headers, connections, duration) does not change. autocannon's `workers` would not help here:
 * it spreads the same decoding over more threads of the same two cores, and sends every
 * latency to the main thread as a message.
 */
export function withoutBodies(options: autocannon.Options): autocannon.Options {
  const read = options.expectBody !== undefined || options.verifyBody !== undefined || (options.requests ?? []).some((r) => r.onResponse !== undefined);
  if (read) return options;
  return {
    ...options,
    setupClient: (client) => {
      options.setupClient?.(client);
      dropBodies(client);
    },
  };
}

function dropBodies(client: object): void {
  // Not in autocannon's types: checked here, so an autocannon that no longer has it fails loudly.
  const queue: unknown = Reflect.get(client, 'pipelinedRequests');
  if (typeof queue !== 'object' || queue === null || typeof Reflect.get(queue, 'addBody') !== 'function') {
    throw new Error('autocannon changed: its client has no pipelinedRequests.addBody to replace (see tests/bench/lib/loadGenerator.ts)');
  }
  Reflect.set(queue, 'addBody', () => {});
}
