import { describe, expect, it } from 'vitest';
import { duePollSets, nextPollDelay, POLL_INTERVAL_MS, pollIntervals, PollSet } from '../../../src/domain/scheduler/polling';

const TZ = 'America/Toronto';
/** 10:00 in Toronto on 2026-11-20. */
const NOW = new Date('2026-11-20T15:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('polling intervals of the appointment screen', () => {
  it('polls today and later, each set at its own pace; a past day not at all', () => {
    expect(pollIntervals({ viewedDate: '2026-11-20', now: NOW, timeZone: TZ })).toEqual({
      clipboard: 30_000,
      bookings: 60_000,
      technicians: 60_000,
      dayConfig: 300_000,
    });
    expect(pollIntervals({ viewedDate: '2026-12-01', now: NOW, timeZone: TZ })).toBe(POLL_INTERVAL_MS);
    expect(pollIntervals({ viewedDate: '2026-11-19', now: NOW, timeZone: TZ })).toBeNull();
  });

  it('judges "today" on the branch clock, not UTC', () => {
    // 23:30 in Toronto on the 20th is already the 21st in UTC: the 20th is still today.
    const lateEvening = new Date('2026-11-21T04:30:00Z');
    expect(pollIntervals({ viewedDate: '2026-11-20', now: lateEvening, timeZone: TZ })).not.toBeNull();
    // Just after midnight the 20th is past and stops being polled.
    const afterMidnight = new Date('2026-11-21T05:01:00Z');
    expect(pollIntervals({ viewedDate: '2026-11-20', now: afterMidnight, timeZone: TZ })).toBeNull();
  });

  it('asks for every set never asked, then for each once its interval has passed', () => {
    const viewed = { viewedDate: '2026-11-20', timeZone: TZ };
    expect(duePollSets({ ...viewed, now: NOW, lastPolled: {} })).toEqual([PollSet.CLIPBOARD, PollSet.BOOKINGS, PollSet.TECHNICIANS, PollSet.DAY_CONFIG]);
    const all = { clipboard: NOW.getTime(), bookings: NOW.getTime(), technicians: NOW.getTime(), dayConfig: NOW.getTime() };
    expect(duePollSets({ ...viewed, now: at(29_999), lastPolled: all })).toEqual([]);
    expect(duePollSets({ ...viewed, now: at(30_000), lastPolled: all })).toEqual([PollSet.CLIPBOARD]);
    expect(duePollSets({ ...viewed, now: at(60_000), lastPolled: { ...all, clipboard: at(30_000).getTime() } })).toEqual([
      PollSet.CLIPBOARD,
      PollSet.BOOKINGS,
      PollSet.TECHNICIANS,
    ]);
    expect(duePollSets({ ...viewed, now: at(300_000), lastPolled: { clipboard: at(290_000).getTime(), bookings: at(280_000).getTime(), technicians: at(280_000).getTime(), dayConfig: NOW.getTime() } })).toEqual([
      PollSet.DAY_CONFIG,
    ]);
    expect(duePollSets({ viewedDate: '2026-11-19', timeZone: TZ, now: at(600_000), lastPolled: all })).toEqual([]);
  });

  it('sleeps until the soonest set is due', () => {
    const viewed = { viewedDate: '2026-11-20', timeZone: TZ };
    const all = { clipboard: NOW.getTime(), bookings: NOW.getTime(), technicians: NOW.getTime(), dayConfig: NOW.getTime() };
    expect(nextPollDelay({ ...viewed, now: NOW, lastPolled: all })).toBe(30_000);
    expect(nextPollDelay({ ...viewed, now: at(10_000), lastPolled: all })).toBe(20_000);
    expect(nextPollDelay({ ...viewed, now: at(45_000), lastPolled: { ...all, clipboard: at(30_000).getTime() } })).toBe(15_000);
    expect(nextPollDelay({ ...viewed, now: NOW, lastPolled: {} })).toBe(0);
    expect(nextPollDelay({ viewedDate: '2026-11-19', timeZone: TZ, now: NOW, lastPolled: all })).toBeNull();
  });

  it('measures intervals on the device clock, so setting the desk back to the server does not stall polls', () => {
    const viewed = { viewedDate: '2026-11-20', timeZone: TZ };
    // Asked at device time 1,000,000 while the tablet ran ten minutes ahead; its first answer
    // set the desk's clock back ten minutes (now), the device's clock is untouched (atMs).
    const device = 1_000_000;
    const all = { clipboard: device, bookings: device, technicians: device, dayConfig: device };
    const setBack = at(-600_000);
    expect(duePollSets({ ...viewed, now: setBack, atMs: device + 60_000, lastPolled: all })).toEqual([PollSet.CLIPBOARD, PollSet.BOOKINGS, PollSet.TECHNICIANS]);
    expect(nextPollDelay({ ...viewed, now: setBack, atMs: device + 10_000, lastPolled: all })).toBe(20_000);
    // The branch's today still comes from the server's time: a past day is not polled.
    expect(duePollSets({ viewedDate: '2026-11-19', timeZone: TZ, now: setBack, atMs: device + 600_000, lastPolled: all })).toEqual([]);
  });
});
