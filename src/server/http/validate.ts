import type { z } from '../../domain/schemas/zod';
import { AppError, ErrorCode } from '../../domain/errors';
import { refusalDetail } from '../../domain/schemas/problems';

/**
 * Parses a body or query with a zod schema. A failure becomes 400 VALIDATION whose message
 * names the fields in staff's words ("note: Remove the invisible or broken characters") and
 * whose `fields` map them to messages (and `problems` to their codes, for the form to translate).
 */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown, failMessage?: string): z.output<S> {
  const value = input ?? {};
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const { fields, problems } = refusalDetail(parsed.error.issues, value);
  const message =
    failMessage ??
    Object.entries(fields)
      .map(([field, msg]) => (field === '_' ? msg : `${field}: ${msg}`))
      .join('; ');
  throw new AppError(ErrorCode.VALIDATION, { message, fields, problems });
}
