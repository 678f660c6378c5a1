import type { FastifyInstance } from 'fastify';
import { AppError, ErrorCode, errorMessages } from '../../domain/errors';
import { fail, statusOfCode } from './envelope';

type WithStatus = { statusCode?: unknown; code?: unknown; message?: unknown };

function statusOf(error: unknown): number | undefined {
  const status = (error as WithStatus | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Every failure leaves as an envelope: AppError by its code, Fastify's own 4xx (bad JSON,
 * body too large, wrong content type) as VALIDATION with their status, anything else as
 * 500 SERVER_ERROR with no stack or detail.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      const body = fail(error.code, error.message);
      return reply
        .status(statusOfCode[error.code])
        .send(error.fields ? { ...body, fields: error.fields } : body);
    }
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      const code = (error as WithStatus).code;
      const message =
        code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large'
          : code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_JSON_BODY'
              ? 'Request body is not valid JSON'
              : errorMessages.VALIDATION;
      return reply.status(status).send(fail(ErrorCode.VALIDATION, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(ErrorCode.SERVER_ERROR));
  });
}
