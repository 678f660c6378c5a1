/**
 * The tablet's clock, set to the server's. Tablets' clocks drift (one ran ten minutes ahead in
 * the outage test): a pay-in stamped with such a clock reads as "in the future" to the server,
 * and near midnight a payment would land on the wrong day. Every answer of the api carries the
 * server's time (X-Server-Now); the desk keeps the offset of the latest good sample and stamps
 * its work with the device clock plus that offset, online or not. The offset is stored so a
 * tablet started offline keeps it.
 */
const STORAGE_KEY = 'front-desk.clock-offset';

/** A sample whose round trip took longer than this says too little about when it was stamped. */
const MAX_ROUND_TRIP_MS = 10_000;

/** Smaller changes are the network's jitter, not the clock's drift: keep the offset steady. */
const MIN_CHANGE_MS = 1_000;

export type ServerTimeSample = {
  /** The server's clock when it answered, in ms. */
  serverMs: number;
  /** The device's clock when the request left and when the answer arrived, in ms. */
  sentAtMs: number;
  receivedAtMs: number;
};

/**
 * How far the server's clock is ahead of the device's (negative: behind), assuming the server
 * answered halfway through the round trip, or null when the sample cannot be trusted.
 */
export function offsetOf(sample: ServerTimeSample): number | null {
  const roundTrip = sample.receivedAtMs - sample.sentAtMs;
  if (!Number.isFinite(sample.serverMs) || roundTrip < 0 || roundTrip > MAX_ROUND_TRIP_MS) return null;
  return Math.round(sample.serverMs - (sample.sentAtMs + roundTrip / 2));
}

export type DeskClock = {
  /** Now, as the server's clock would say it. */
  now: () => Date;
  /** The device's own clock in ms: for stamping samples and measuring durations only. */
  deviceMs: () => number;
  note: (sample: ServerTimeSample) => void;
  offsetMs: () => number;
};

type OffsetStore = { read: () => number | null; write: (offsetMs: number) => void };

function localStorageStore(): OffsetStore {
  const available = () => typeof localStorage !== 'undefined';
  return {
    read: () => {
      if (!available()) return null;
      const stored = Number(localStorage.getItem(STORAGE_KEY));
      return Number.isFinite(stored) ? stored : null;
    },
    write: (offsetMs) => {
      if (available()) localStorage.setItem(STORAGE_KEY, String(offsetMs));
    },
  };
}

export function createDeskClock(deviceMs: () => number = () => Date.now(), store: OffsetStore = localStorageStore()): DeskClock {
  let offset = store.read() ?? 0;
  return {
    now: () => new Date(deviceMs() + offset),
    deviceMs,
    offsetMs: () => offset,
    note: (sample) => {
      const measured = offsetOf(sample);
      if (measured === null || Math.abs(measured - offset) < MIN_CHANGE_MS) return;
      offset = measured;
      store.write(offset);
    },
  };
}

/** The browser's one desk clock. */
export const deskClock: DeskClock = createDeskClock();

/** Now on the server's clock: what every stamp and every "today" of the desk uses. */
export function deskNow(): Date {
  return deskClock.now();
}
