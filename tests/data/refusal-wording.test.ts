/**
 * The server's refusal of a change, for a code thrown without words, reaches Needs attention in
 * the spec's English: the tablet stores the message as it is sent (the table stays on the server).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { createPosAction } from '../../src/data/pos-actions';
import { runSyncRound } from '../../src/data/sync-round';
import { TEST_NOW } from '../server/helpers';
import { useTabletServer } from './tablet-server';

const server = useTabletServer();

describe('a refused change in Needs attention', () => {
  it('keeps the spec’s English of a code the server threw without words', async () => {
    const tablet = await server.signedInTablet('ahead', 'frontdesk', new Date(TEST_NOW.getTime() + 2 * 3600_000));
    await createPosAction({ type: 'IN', value: 7_700, note: 'clock wrong' }, tablet.ctx, tablet.env);
    expect(await runSyncRound(tablet.env, { force: true })).toMatchObject({ stop: 'done', rejected: 1 });
    const [refused] = await tablet.env.db.attention.toArray();
    expect(refused?.error).toMatchObject({ code: ErrorCode.ACTION_TIME_IN_FUTURE, message: 'Action time cannot be in the future.' });
  });
});
