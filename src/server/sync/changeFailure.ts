import type { FastifyBaseLogger } from 'fastify';
import { AppError, ErrorCode, isAppError, refusedWith } from '../../domain/errors';
import { englishMessageOf, errorMessages } from '../../domain/error-messages-en';
import { classifyDbError, DbFailure } from '../db/dbErrors';
import { MutationRefusal } from './checkMutation';

/** Where a push reports what nobody foresaw: the request's logger, which carries the request id. */
export type SyncLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export const DATA_REFUSED_MESSAGE =
  'The server could not store this change: some of its data is impossible (an invisible character or a date that does not exist, for example).';

/**
 * A failure that may pass on its own (database unreachable, serialization conflict, deadlock):
 * it fails the whole push with 503 and the tablet sends it again, so nothing is recorded.
 */
export function isPassingFailure(error: unknown): boolean {
  return !(error instanceof MutationRefusal) && !isAppError(error) && classifyDbError(error) === DbFailure.TRANSIENT;
}

/** A data refusal of a queued change names its fields, so Needs attention can say which. */
function withFieldFacts(error: AppError): AppError {
  const fields = Object.keys(error.fields ?? {}).slice(0, 20);
  if (error.code !== ErrorCode.VALIDATION || error.facts !== undefined || fields.length === 0) return error;
  return refusedWith(ErrorCode.VALIDATION, { fields }, { message: englishMessageOf(error), ...(error.fields ? { fields: error.fields } : {}) });
}

/**
 * Any other failure of one change, as the refusal its record keeps: business refusals as they
 * are; data the database cannot take as VALIDATION (the same data fails every time, so a
 * retry cannot help); anything else as SERVER_ERROR. The last two are logged once, with the
 * mutation id, and reach the tablet without any detail of the database or the code.
 */
export function refusalOfFailure(error: unknown, input: { mutationId: string; log: SyncLog }): AppError {
  if (error instanceof MutationRefusal) return withFieldFacts(error.error);
  if (isAppError(error)) return withFieldFacts(error);
  if (classifyDbError(error) === DbFailure.INVALID_DATA) {
    input.log.warn({ err: error, mutationId: input.mutationId }, 'the database refused the data of a pushed change');
    return new AppError(ErrorCode.VALIDATION, { message: DATA_REFUSED_MESSAGE });
  }
  input.log.error({ err: error, mutationId: input.mutationId }, 'unexpected error applying a pushed change');
  return new AppError(ErrorCode.SERVER_ERROR, { message: errorMessages.SERVER_ERROR });
}
