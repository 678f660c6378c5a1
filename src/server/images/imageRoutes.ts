import type { FastifyInstance } from 'fastify';
import { byId } from '../../domain/schemas/ids';
import { AppError, ErrorCode } from '../../domain/errors';
import { IMAGE_PATH_PREFIX } from '../../domain/catalogue/image';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { requireAuth } from '../auth/authContext';
import { findImage } from './imageRepository';

/**
 * Pictures under /api/tenant/public: any signed-in user of the tenant may see them (they
 * decorate records the tenant's screens show); another tenant's id is simply not found.
 */
export function registerImageRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, { method: 'GET', url: `${IMAGE_PATH_PREFIX}/:id`, input: { params: byId } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    const { id } = input.params();
    const image = await findImage(deps.db, auth.tenantId, id);
    if (!image) throw new AppError(ErrorCode.NOT_FOUND);
    return reply
      .header('Content-Type', image.contentType)
      .header('Content-Disposition', 'inline')
      .send(Buffer.from(image.bytes));
  });
}
