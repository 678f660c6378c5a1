/**
 * The push reads each acting user's rights, branches and sign-in once for the whole push
 * (pushActors.ts). That is only right while no change of a push can alter them: this test
 * walks everything the mutation handlers import and fails if any of it writes the tables
 * those reads come from. A mutation that must change rights would have to drop the memo after it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ACCESS_TABLES = ['app_user', 'tenant', 'user_role', 'role', 'role_right', 'plan_right', 'user_branch', 'branch', 'device_sign_in'];
const WRITE = new RegExp(`\\b(?:update|insert\\s+into|delete\\s+from)\\s+(?:${ACCESS_TABLES.join('|')})\\b(?!\\.)`, 'i');
// Writes of a column the access reads never look at.
const HARMLESS = [/UPDATE app_user SET password_hash = \$3, updated_at = \$4/];

function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const base = resolve(dirname(file), spec ?? '');
      const found = [`${base}.ts`, `${base}/index.ts`].find((candidate) => existsSync(candidate));
      if (found) visit(found);
    }
  };
  visit(entry);
  return [...seen];
}

describe('sync: a push may read its acting users once', () => {
  it('no mutation handler reaches code that writes users, roles, branches, the plan or sign-ins', () => {
    const files = reachable(resolve('src/server/sync/mutationHandlers.ts'));
    expect(files.length).toBeGreaterThan(30);
    const writers = files.filter((file) => {
      const text = HARMLESS.reduce((source, harmless) => source.replace(harmless, ''), readFileSync(file, 'utf8'));
      return WRITE.test(text);
    });
    // None: tablet codes are checked against the number the push locked (deviceCode.ts), so
    // the handlers no longer reach the device repository and its sign-in writer either.
    expect(writers.map((file) => relative(process.cwd(), file))).toEqual([]);
  });
});
