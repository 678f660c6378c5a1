import type { FastifyInstance } from 'fastify';
import { AppError, ErrorCode } from '../../domain/errors';
import { englishMessageOf, errorMessages } from '../../domain/error-messages-en';
import { classifyDbError, DbFailure } from '../db/dbErrors';
import { fail, statusOfCode } from './envelope';

type WithStatus = { statusCode?: unknown; code?: unknown; message?: unknown };

function statusOf(error: unknown): number | undefined {
  const status = (error as WithStatus | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

function fastifyClientError(code: unknown): { code: ErrorCode; message: string } {
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: ErrorCode.PAYLOAD_TOO_LARGE, message: errorMessages.PAYLOAD_TOO_LARGE };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: ErrorCode.VALIDATION, message: 'Unsupported content type' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: ErrorCode.VALIDATION, message: 'Request body is not valid JSON' };
    default:
      return { code: ErrorCode.VALIDATION, message: errorMessages.VALIDATION };
  }
}

/**
 * Every failure leaves as an envelope: AppError by its code; Fastify's own 4xx (bad JSON,
 * body too large, wrong content type) with their status; a database failure by what a retry
 * would do (503 when it may pass, 400 when the data itself is impossible); anything else as
 * 500 SERVER_ERROR, logged once with the request id, with no stack or detail in the answer.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      const body = fail(error.code, englishMessageOf(error));
      const detail = {
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.problems ? { problems: error.problems } : {}),
        ...(error.facts ? { facts: error.facts } : {}),
      };
      return reply.status(statusOfCode[error.code]).send({ ...body, ...detail });
    }
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      const known = fastifyClientError((error as WithStatus).code);
      return reply.status(status).send(fail(known.code, known.message));
    }
    const failure = classifyDbError(error);
    if (failure === DbFailure.TRANSIENT) {
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send(fail(ErrorCode.SERVICE_UNAVAILABLE));
    }
    if (failure === DbFailure.INVALID_DATA) {
      // A value the shared schemas should have refused: a refusal for the caller, a lead for us.
      request.log.warn({ err: error, reqId: request.id }, 'database refused the data');
      return reply.status(400).send(fail(ErrorCode.VALIDATION));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send(fail(ErrorCode.SERVER_ERROR));
  });
}
