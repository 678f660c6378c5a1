import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, ErrorCode } from '../../domain/errors';
import { IMAGE_PATH_PREFIX } from '../../domain/catalogue/image';
import type { AppDeps } from '../deps';
import { parseInput } from '../http/validate';
import { requireAuth } from '../auth/authContext';
import { findImage } from './imageRepository';

const params = z.object({ id: z.uuid() });

/**
 * Pictures under /api/tenant/public: any signed-in user of the tenant may see them (they
 * decorate records the tenant's screens show); another tenant's id is simply not found.
 */
export function registerImageRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(`${IMAGE_PATH_PREFIX}/:id`, async (request, reply) => {
    const auth = await requireAuth(deps, request, reply);
    const { id } = parseInput(params, request.params);
    const image = await findImage(deps.db, auth.tenantId, id);
    if (!image) throw new AppError(ErrorCode.NOT_FOUND);
    return reply
      .header('Content-Type', image.contentType)
      .header('Content-Disposition', 'inline')
      .send(Buffer.from(image.bytes));
  });
}
