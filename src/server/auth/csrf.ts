import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '../../domain/api';
import { AppError, ErrorCode } from '../../domain/errors';
import { setXsrfCookie } from './cookies';
import { newToken, sameToken } from './tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF: safe requests hand out the xsrf-id-token cookie when missing; every
 * other request must repeat it in the x-request-verification-token header. A cross-site
 * page can make the browser send the cookie but cannot read it to set the header.
 */
export function installCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (SAFE_METHODS.has(request.method)) {
      if (!cookie) setXsrfCookie(request, reply, newToken());
      return;
    }
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !header || !sameToken(cookie, header)) {
      throw new AppError(ErrorCode.CSRF_INVALID);
    }
  });
}
