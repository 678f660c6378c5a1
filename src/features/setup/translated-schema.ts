import type { I18n } from '@lingui/core';
import type { schemaResolver } from '@mantine/form';
import type { z } from 'zod';
import { problemOfIssue } from '../../domain/schemas/problems';
import { problemText } from '../i18n/problem-text';

type StandardSchema = Parameters<typeof schemaResolver>[0];

/**
 * A domain schema as @mantine/form's schemaResolver reads it (Standard Schema), its refusals
 * worded in the user's language from their problem codes rather than in the schema's English.
 */
export function translatedSchema(schema: z.ZodType, i18n: I18n): StandardSchema {
  return {
    '~standard': {
      version: 1,
      vendor: 'front-desk',
      validate: (value: unknown) => {
        const parsed = schema.safeParse(value);
        if (parsed.success) return { value: parsed.data };
        return {
          issues: parsed.error.issues.map((issue) => ({ path: issue.path, message: problemText(problemOfIssue(issue, value), i18n) ?? issue.message })),
        };
      },
    },
  };
}
