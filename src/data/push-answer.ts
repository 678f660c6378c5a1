/**
 * The push answer's schema (zod), read when a push is answered rather than loaded with the
 * board.
 */
import { z } from '../domain/schemas/zod';
import { MutationOutcome, type PushResult } from '../domain/sync-protocol';

const pushResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      seq: z.number(),
      outcome: z.enum([MutationOutcome.APPLIED, MutationOutcome.REJECTED]),
      result: z.unknown(),
      // Facts are kept as sent: Needs attention reads them with their schema, or shows the message.
      error: z.nullable(z.object({ code: z.string(), message: z.string(), facts: z.optional(z.unknown()) })),
      replayed: z.boolean(),
    }),
  ),
  expectedSeq: z.nullable(z.number().check(z.int())),
}) satisfies z.ZodMiniType<PushResult>;

/** The push's answer; one of another shape throws. */
export function readPushResult(raw: unknown): PushResult {
  return pushResultSchema.parse(raw);
}

