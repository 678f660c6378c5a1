/**
 * A role's rights as the rights grid and the server see them (spec part 2 §3 Role, §6): every
 * right grouped under its module, and the rules of what a role may allow: no role newly allows
 * a right whose feature the tenant's plan lacks (it would give nothing, src/domain/rights.ts
 * checkAccess), and a branch admin allows only what they hold.
 */
import { ALL_RIGHTS, isLicensed, moduleOfRight, RIGHT_ACTIONS, RIGHT_MODULES, RightSetting, type RightAction, type RightModule } from '../rights';
import { RoleType } from './default-roles';

/** One module's row of the grid: its four actions (those that are rights) and its special rights. */
export type RightGroup = { module: RightModule; actions: Partial<Record<RightAction, string>>; specials: string[] };

export const RIGHT_GROUPS: readonly RightGroup[] = RIGHT_MODULES.map((module) => {
  const mine = ALL_RIGHTS.filter((r) => moduleOfRight(r) === module);
  const actions: Partial<Record<RightAction, string>> = {};
  for (const action of RIGHT_ACTIONS) if (mine.includes(`${module}_${action}`)) actions[action] = `${module}_${action}`;
  return { module, actions, specials: mine.filter((r) => !Object.values(actions).includes(r)) };
});

export function rightsOfGroup(group: RightGroup): string[] {
  return [...RIGHT_ACTIONS.flatMap((a) => group.actions[a] ?? []), ...group.specials];
}

/** A role's settings as stored: the rights it allows or denies (Not set is no row). */
export type RoleSettings = Record<string, RightSetting>;

export function settingOf(settings: RoleSettings, right: string): RightSetting {
  return settings[right] ?? RightSetting.NOT_SET;
}

/** The settings after setting `rights` to `setting` (Not set drops them): a click in the grid, or a module's Allow all, Deny all, Clear. */
export function withSetting(settings: RoleSettings, rights: readonly string[], setting: RightSetting): RoleSettings {
  const kept = Object.entries(settings).filter(([right]) => !rights.includes(right));
  const set = setting === RightSetting.NOT_SET ? [] : rights.map((right) => [right, setting] as const);
  return Object.fromEntries([...kept, ...set]);
}

export function allowedIn(settings: RoleSettings): string[] {
  return Object.keys(settings).filter((r) => settings[r] === RightSetting.ALLOW).sort();
}

/** Who edits a role: a tenant admin, or a branch admin with the rights they hold, under the tenant's plan. */
export type RoleEditor = { tenantAdmin: boolean; rights: readonly string[]; rightsPM: readonly string[] };

export const RoleRefusal = {
  /** A branch admin and a tenant admin's role. */
  TYPE: 'TYPE',
  /** Allows a right the plan does not license. */
  NOT_IN_PLAN: 'NOT_IN_PLAN',
  /** Allows a right the editor does not hold. */
  NOT_HELD: 'NOT_HELD',
} as const;
export type RoleRefusal = (typeof RoleRefusal)[keyof typeof RoleRefusal];

/**
 * Why an editor may not save a role from `before` (null: a new one) to `after`, or null. Only a
 * newly allowed right is checked: a role keeps what it allowed before the plan changed or by
 * another's hand, and a branch admin may still deny or clear it.
 */
export function roleChangeRefusal(
  editor: RoleEditor,
  before: { type: RoleType; settings: RoleSettings } | null,
  after: { type: RoleType; settings: RoleSettings },
): RoleRefusal | null {
  if (!editor.tenantAdmin && (after.type === RoleType.TENANT_ADMIN || before?.type === RoleType.TENANT_ADMIN)) return RoleRefusal.TYPE;
  const added = allowedIn(after.settings).filter((r) => !before || settingOf(before.settings, r) !== RightSetting.ALLOW);
  if (added.some((r) => !isLicensed(r, editor.rightsPM))) return RoleRefusal.NOT_IN_PLAN;
  if (!editor.tenantAdmin && added.some((r) => !editor.rights.includes(r))) return RoleRefusal.NOT_HELD;
  return null;
}
