// A code thrown without words leaves the server in the spec's English: the envelope's message,
// and the refusal a push records, which the tablet stores as it is in Needs attention.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from '../../../src/domain/errors';
import { installErrorHandling } from '../../../src/server/http/errorHandler';
import { refusalOfFailure } from '../../../src/server/sync/changeFailure';
import { MutationRefusal } from '../../../src/server/sync/checkMutation';
import { englishMessageOf } from '../../../src/domain/error-messages-en';

const log = { warn: () => undefined, error: () => undefined };

describe('the English of a code thrown without words', () => {
  it('is the envelope’s message', async () => {
    const app = Fastify();
    installErrorHandling(app);
    app.get('/merge', () => {
      throw new AppError(ErrorCode.CUSTOMER_MERGE_SELF, { fields: { mergeId: 'Same customer' } });
    });
    const res = await app.inject({ method: 'GET', url: '/merge' });
    await app.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: ErrorCode.CUSTOMER_MERGE_SELF,
      message: 'A customer cannot be merged with themselves. Pick the duplicate.',
      result: null,
      fields: { mergeId: 'Same customer' },
    });
  });

  it('is the recorded refusal’s message, also once its fields are named as facts', () => {
    const named = refusalOfFailure(new AppError(ErrorCode.VALIDATION, { fields: { startTime: 'Required' } }), { mutationId: 'm1', log });
    expect(named.facts).toEqual({ fields: ['startTime'] });
    expect(englishMessageOf(named)).toBe('Data error, please try again!');
    const before = new MutationRefusal(new AppError(ErrorCode.DEVICE_UNKNOWN), 'u1');
    expect(before.message).toBe('This tablet is not registered. Sign in again while online.');
    expect(englishMessageOf(refusalOfFailure(before, { mutationId: 'm2', log }))).toBe('This tablet is not registered. Sign in again while online.');
  });
});
