/** First run: whether a business exists yet, and creating it. */
import { createBusinessBody, SetupPath, type CreateBusinessResult, type CreateBusinessValues, type SetupStatus } from '../domain/setup';
import { defaultEnv, type DataEnv } from './data-env';

// Once a business exists it never goes away, so that answer is kept for the page's life.
let known: SetupStatus | null = null;

export async function getSetupStatus(env: DataEnv = defaultEnv): Promise<SetupStatus> {
  if (known) return known;
  const status = await env.api.get<SetupStatus>(SetupPath.STATUS);
  if (status.businessExists) known = status;
  return status;
}

/**
 * Creates the business; the answer's session cookie signs the owner in, and the app's usual
 * sign-in flow (session load, device registration) takes over from there. The status GET
 * before it hands out the CSRF cookie the POST must echo.
 */
export async function createBusiness(values: CreateBusinessValues, env: DataEnv = defaultEnv): Promise<CreateBusinessResult> {
  await env.api.get<SetupStatus>(SetupPath.STATUS);
  const result = await env.api.post<CreateBusinessResult>(SetupPath.CREATE_BUSINESS, createBusinessBody.parse(values));
  known = { businessExists: true };
  return result;
}
