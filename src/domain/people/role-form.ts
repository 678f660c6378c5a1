/**
 * The role form (spec part 2 §3 Role): code, name, type and the rights grid, shared by the form
 * and the server. `settings` lists only the rights allowed or denied; Not set is left out.
 * What the schema cannot know (the code free in the business, the plan, what the editor holds)
 * the server checks with role-rights.ts.
 */
import { z } from '../schemas/zod';
import { ALL_RIGHTS, RightSetting } from '../rights';
import { Problem, refusedAs } from '../schemas/problems';
import { codeText, requiredText } from '../schemas/text';
import { RoleType } from './default-roles';

export const ROLE_TEXT_MAX = { code: 50, name: 100 } as const;

const setting = z.enum([RightSetting.ALLOW, RightSetting.DENY, RightSetting.NOT_SET]);

export const roleValuesSchema = z.object({
  code: z.pipe(codeText({ min: 1, max: ROLE_TEXT_MAX.code }), z.transform((s) => s.toUpperCase())),
  name: requiredText(ROLE_TEXT_MAX.name),
  type: z.enum([RoleType.TENANT_ADMIN, RoleType.BRANCH_ADMIN]),
  // Every key a right code; Not set is dropped, so a role stores only what it says.
  settings: z.pipe(z
    .record(z.string().check(z.refine((r) => ALL_RIGHTS.includes(r), refusedAs(Problem.INVALID))), setting), z.transform((all) => Object.fromEntries(Object.entries(all).filter(([, s]) => s !== RightSetting.NOT_SET)))),
});
export type RoleValues = z.input<typeof roleValuesSchema>;

export const roleUpdateBody = z.extend(roleValuesSchema, { id: z.uuid() });
export type RoleUpdateBody = z.input<typeof roleUpdateBody>;

export const EMPTY_ROLE_VALUES: RoleValues = { code: '', name: '', type: RoleType.BRANCH_ADMIN, settings: {} };

/** Users added to a role, or taken off it (/relationship). */
export const roleUsersBody = z.object({ roleId: z.uuid(), userIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(500)) });
export type RoleUsersBody = z.input<typeof roleUsersBody>;
