import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SetupPath, type CreateBusinessValues } from '../../src/domain/setup';
import { csrf } from './helpers';

export const OWNER_PASSWORD = 'Owner2026!';

/** What a new salon types into Create your business. */
export function newBusiness(): CreateBusinessValues {
  return {
    businessName: 'Birch & Bloom Spa',
    language: 'fr',
    owner: { fullName: 'Claire Dubois', username: 'claire', password: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD },
    branch: { name: 'Vieux-Québec', code: 'vq', timeZone: 'America/Toronto', phoneFormat: '(000) 000-0000', moneySymbol: '$', province: 'QC' },
  };
}

/** Posts a setup request as the browser does: after a GET that hands out the CSRF cookie. */
export async function postSetup(app: FastifyInstance, payload: unknown, remoteAddress?: string): Promise<LightMyRequestResponse> {
  const { headers } = await csrf(app);
  return app.inject({
    method: 'POST',
    url: SetupPath.CREATE_BUSINESS,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
    remoteAddress,
  });
}
