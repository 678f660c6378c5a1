import { describe, expect, it } from 'vitest';
import { judgedAt, MAX_QUEUED_AGE_MS } from '../../src/domain/sync-time';

const NOW = new Date('2026-11-23T14:00:00Z');

describe('when a queued change is judged', () => {
  it('at the time the desk made it, three days back', () => {
    expect(judgedAt({ createdAt: '2026-11-20T16:05:00.000Z', now: NOW }).toISOString()).toBe('2026-11-20T16:05:00.000Z');
  });

  it('never later than the server’s now: a clock that ran ahead gains nothing', () => {
    expect(judgedAt({ createdAt: '2026-11-23T14:10:00.000Z', now: NOW })).toEqual(NOW);
  });

  it('never earlier than a week back', () => {
    expect(judgedAt({ createdAt: '2026-10-01T12:00:00.000Z', now: NOW }).getTime()).toBe(NOW.getTime() - MAX_QUEUED_AGE_MS);
    expect(judgedAt({ createdAt: '2026-11-16T14:00:00.000Z', now: NOW }).toISOString()).toBe('2026-11-16T14:00:00.000Z');
  });

  it('at the server’s now when the stamp cannot be read', () => {
    expect(judgedAt({ createdAt: 'soon', now: NOW })).toEqual(NOW);
  });
});
