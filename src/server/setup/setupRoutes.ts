import type { FastifyInstance } from 'fastify';
import { createBusinessBody, SetupPath, type CreateBusinessResult, type SetupStatus } from '../../domain/setup';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { setSessionCookie } from '../auth/cookies';
import { createBusiness } from './createBusiness';
import { businessExists } from './firstBusiness';

/** First run: public, since nobody can sign in before the business exists. */
export function registerSetupRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, { method: 'GET', url: SetupPath.STATUS, input: {} }, async () => {
    return ok<SetupStatus>({ businessExists: await businessExists(deps.db) });
  });

  // The body alone names the business, its owner and its branch: no tenant or user id is taken from it.
  route(app, { method: 'POST', url: SetupPath.CREATE_BUSINESS, input: { body: createBusinessBody } }, async (request, reply, input) => {
    const body = input.body();
    const { token, result } = await createBusiness(deps.db, { body, ip: request.ip, now: deps.now() });
    setSessionCookie(request, reply, token, false);
    return ok<CreateBusinessResult>(result, 'Create success');
  });
}
