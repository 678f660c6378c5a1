import type { BrowserContext, Page } from 'playwright-core';
import { apiSignIn, type ApiSession } from './api';
import { newContext, signIn } from './browser';
import type { Suite } from './suite';
import type { SavedId } from '../../src/domain/catalogue/contract';
import { UserPath, type UserFormOptions } from '../../src/domain/people/contract';

/** A front desk of the admin's branch, made through the users API; answers their id. */
export async function createFrontDesk(admin: ApiSession, user: { username: string; password: string; fullName: string }): Promise<string> {
  const options = await admin.get<UserFormOptions>(UserPath.FORM_OPTIONS);
  const role = options.roles.find((r) => r.code === 'FRONT_DESK');
  if (!role) throw new Error('no FRONT_DESK role to give');
  const [firstName = '', lastName = ''] = user.fullName.split(' ');
  const saved = await admin.post<SavedId>(UserPath.CREATE, {
    username: user.username, firstName, lastName, fullName: user.fullName, email: '', phone: '', active: true,
    password: user.password, confirmPassword: user.password, branchIds: [admin.branchId], roleIds: [role.id],
  });
  return saved.id;
}

/** A new front desk made by the admin, signed in on a tablet of their own, on the board. */
export async function tabletOfNewFrontDesk(
  suite: Suite,
  user: { username: string; password: string; fullName: string },
  options: { serviceWorker?: boolean } = {},
): Promise<{ admin: ApiSession; userId: string; context: BrowserContext; page: Page }> {
  const admin = await apiSignIn(suite.server.baseURL, 'admin');
  const userId = await createFrontDesk(admin, user);
  const context = await newContext(suite.browser, suite.server.baseURL, options);
  const page = await context.newPage();
  await signIn(page, user.username, user.password);
  await page.waitForURL(/\/appointment/);
  return { admin, userId, context, page };
}
