/**
 * A shared zod schema of src/domain as @mantine/form validates with it (its Standard Schema
 * support, `schemaResolver`), each refusal worded by the problem it names in the user's
 * language (src/features/i18n/problem-text.ts), not in zod's English.
 */
import type { I18n } from '@lingui/core';
import { schemaResolver } from '@mantine/form';
import type { z } from '../../domain/schemas/zod';
import { problemOfIssue } from '../../domain/schemas/problems';
import { problemText } from '../i18n/problem-text';

type StandardSchema = Parameters<typeof schemaResolver>[0];

/** The schema, speaking the user's language. */
export function translatedSchema(schema: z.ZodMiniType, i18n: I18n): StandardSchema {
  return {
    '~standard': {
      version: 1,
      vendor: 'front-desk',
      validate: (value: unknown) => {
        const parsed = schema.safeParse(value);
        if (parsed.success) return { value: parsed.data };
        return { issues: parsed.error.issues.map((issue) => ({ message: problemText(problemOfIssue(issue, value), i18n) ?? issue.message, path: issue.path })) };
      },
    },
  };
}

/** The form's validate function: synchronous, as the shared schemas are. */
export function formValidator(schema: z.ZodMiniType, i18n: I18n) {
  return schemaResolver(translatedSchema(schema, i18n), { sync: true });
}
