/** The demo sign-ins, printed by the start script. Every one uses the same password. */
export const DEMO_PASSWORD = 'Salon123!';

export type DemoUser = { username: string; password: string; description: string };

export const DEMO_USERS = [
  { username: 'admin', password: DEMO_PASSWORD, description: 'Maple Beauty tenant admin: every right, every branch, tenant selection' },
  { username: 'manager', password: DEMO_PASSWORD, description: 'Branch manager of Downtown Toronto: settings, staff, customers, vouchers, reports, reviews, templates' },
  { username: 'frontdesk', password: DEMO_PASSWORD, description: 'Front desk of Downtown Toronto and Plateau Montréal: no branch settings' },
  { username: 'trainee', password: DEMO_PASSWORD, description: 'Downtown Toronto trainee: appointment access denied (403 page)' },
  { username: 'lotus', password: DEMO_PASSWORD, description: 'Lotus Nails tenant admin: plan without appointments (upgrade page)' },
] as const satisfies readonly DemoUser[];
