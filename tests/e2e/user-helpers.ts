import type { ApiSession } from './api';
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
