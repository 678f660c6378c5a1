/**
 * The user form (spec part 2 §3 User, §5 Password): username, names, contact, active, the
 * branches and roles given, and on creation a password under the user form's rule with its
 * confirmation. Shared by the form and the server; the server also checks what the schema
 * cannot know (the username free across every business, the branches and roles the giver may
 * give).
 */
import { z } from '../schemas/zod';
import { typedPassword, userFormPassword, USER_PASSWORDS_DIFFER, passwordsMatch } from '../password';
import { SETUP_TEXT_MAX } from '../setup';
import { requiredText, text } from '../schemas/text';
import { CONTACT_MAX, contactEmail, contactPhone } from './contact';

export const USER_TEXT_MAX = {
  username: SETUP_TEXT_MAX.username,
  firstName: 60,
  lastName: 60,
  fullName: SETUP_TEXT_MAX.fullName,
  ...CONTACT_MAX,
} as const;

/** More branches or roles than any business has: a bound, not a rule staff meet. */
export const USER_MAX_BRANCHES = 500;
export const USER_MAX_ROLES = 50;

/** Every branch and role picked once, in a stable order. */
function distinct(ids: string[]): string[] {
  return [...new Set(ids)].sort();
}

const profile = {
  username: requiredText(USER_TEXT_MAX.username),
  firstName: text({ max: USER_TEXT_MAX.firstName }),
  lastName: text({ max: USER_TEXT_MAX.lastName }),
  fullName: requiredText(USER_TEXT_MAX.fullName),
  email: contactEmail(),
  phone: contactPhone(),
  active: z.boolean(),
  /** A user works in at least one branch (a tenant admin reaches the others through the role). */
  branchIds: z.pipe(z.array(z.uuid()).check(z.minLength(1), z.maxLength(USER_MAX_BRANCHES)), z.transform(distinct)),
  /** Without a role a user could sign in to nothing. */
  roleIds: z.pipe(z.array(z.uuid()).check(z.minLength(1), z.maxLength(USER_MAX_ROLES)), z.transform(distinct)),
};

const newPassword = { password: userFormPassword(), confirmPassword: typedPassword() };

/** The edit form, and POST update with the user's id. */
export const userValuesSchema = z.object(profile);
/** The create form, and POST create: the same with the first password. */
export const userCreateSchema = z.object({ ...profile, ...newPassword }).check(z.refine(passwordsMatch, USER_PASSWORDS_DIFFER));

export type UserValues = z.input<typeof userValuesSchema>;
export type UserCreateValues = z.input<typeof userCreateSchema>;

export const userUpdateBody = z.extend(userValuesSchema, { id: z.uuid() });
export type UserUpdateBody = z.input<typeof userUpdateBody>;

/** An admin sets a user's password (spec "update password" of the user list). */
export const userSetPasswordSchema = z.object(newPassword).check(z.refine(passwordsMatch, USER_PASSWORDS_DIFFER));
export const userSetPasswordBody = z.object({ userId: z.uuid(), ...newPassword }).check(z.refine(passwordsMatch, USER_PASSWORDS_DIFFER));
export type UserSetPasswordValues = z.input<typeof userSetPasswordSchema>;
export type UserSetPasswordBody = z.input<typeof userSetPasswordBody>;

/** Activate or deactivate. */
export const userStatusBody = z.object({ id: z.uuid(), active: z.boolean() });
export type UserStatusBody = z.input<typeof userStatusBody>;

export const EMPTY_USER_VALUES: UserCreateValues = {
  username: '',
  firstName: '',
  lastName: '',
  fullName: '',
  email: '',
  phone: '',
  active: true,
  branchIds: [],
  roleIds: [],
  password: '',
  confirmPassword: '',
};

/** The full name the form offers from the first and last names, until one is typed. */
export function suggestedFullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter((part) => part !== '').join(' ');
}
