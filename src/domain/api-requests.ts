/**
 * The /api requests' schemas (zod, validated on both sides), apart from the contract's paths and
 * names (api.ts) so a module that only names a path does not load zod.
 */
import { z } from './schemas/zod';
import { BranchType, Language } from './api';
import { typedPassword } from './password';
import { calendarDate } from './schemas/dates';
import { text } from './schemas/text';

// ---- requests ----

const password = typedPassword();

export const loginBody = z.object({
  username: text({ min: 1, max: 200 }),
  password,
  remember: z._default(z.boolean(), false),
  /**
   * The tablet's sync device id, so the server knows who signed in on it. Anything but a
   * device id is dropped rather than refused: it must never block a sign-in.
   */
  deviceId: z.catch(z.optional(z.uuid()), undefined),
});

export type LoginBody = z.infer<typeof loginBody>;

export const updatePasswordBody = z.object({
  oldPassword: password,
  password,
  confirmPassword: password,
  userId: z.uuid(),
});

export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

const branchTypeSchema = z.enum([BranchType.BRANCH, BranchType.TENANT]);

/** branchId null with type TENANT selects the whole tenant. */
export const setCurrentBranchBody = z
  .object({
    branchId: z.nullable(z.uuid()),
    type: branchTypeSchema,
  }).check(z.refine((b) => (b.type === BranchType.TENANT) === (b.branchId === null), {
    message: 'branchId must be null exactly when type is TENANT',
  }));

export type SetCurrentBranchBody = z.infer<typeof setCurrentBranchBody>;

export const changeBranchBody = z
  .object({
    branchId: z.nullable(z.uuid()),
    date: calendarDate(),
    type: branchTypeSchema,
  }).check(z.refine((b) => (b.type === BranchType.TENANT) === (b.branchId === null), {
    message: 'branchId must be null exactly when type is TENANT',
  }));

export type ChangeBranchBody = z.infer<typeof changeBranchBody>;

export const updateBranchConfigBody = z.object({
  branchId: z.uuid(),
  language: z.enum([Language.EN, Language.FR, Language.VI]),
});

export type UpdateBranchConfigBody = z.infer<typeof updateBranchConfigBody>;
