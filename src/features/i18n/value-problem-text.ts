/**
 * A value checked with a shared schema, its problem in the user's language. Apart from
 * problem-text.ts, which the first screen's error messages use, because this one parses.
 */
import type { I18n } from '@lingui/core';
import type { z } from '../../domain/schemas/zod';
import { problemOf } from '../../domain/schemas/problems';
import { problemText } from './problem-text';

/** What the shared schema says of a field's value, in the user's language; null when it passes. */
export function valueProblemText(schema: z.ZodMiniType, value: unknown, i18n: I18n): string | null {
  return problemText(problemOf(schema, value) ?? undefined, i18n);
}
