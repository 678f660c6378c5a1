import type { z } from 'zod';
import { AppError, ErrorCode } from '../../domain/errors';

/**
 * Parses a body or query with a zod schema. A failure becomes 400 VALIDATION whose message
 * names the fields ("branchId: Invalid input ...") and whose `fields` map them to messages.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, failMessage?: string): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  const message =
    failMessage ??
    Object.entries(fields)
      .map(([field, msg]) => (field === '_' ? msg : `${field}: ${msg}`))
      .join('; ');
  throw new AppError(ErrorCode.VALIDATION, { message, fields });
}
