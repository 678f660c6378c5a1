import { randomUUID } from 'node:crypto';
import { onlineBookingUrl, OnlineBookingPath, type FreeTimes, type OnlineBranch } from '../../../src/domain/online-booking/paths';
import type { Envelope } from '../../../src/domain/api';
import { Area, type Example } from './probe';
import type { World } from './world';

/** A day well away from the days the other examples book on. */
const DATE = '2026-11-23';

async function read<T>(w: World, url: string, query: Record<string, string> = {}): Promise<T> {
  const res = await w.env.app.inject({ method: 'GET', url, query });
  return res.json<Envelope<T>>().result;
}

/** Downtown's first bookable service, and its first free time on DATE (a new one after each booking). */
async function freeBooking(w: World): Promise<{ serviceId: string; time: string }> {
  const branch = await read<OnlineBranch>(w, onlineBookingUrl(OnlineBookingPath.BRANCH, 'DT'));
  const serviceId = branch.groups[0]?.services[0]?.id ?? '';
  const free = await read<FreeTimes>(w, onlineBookingUrl(OnlineBookingPath.TIMES, 'DT'), { date: DATE, serviceIds: serviceId });
  return { serviceId, time: free.times[0] ?? '10:00' };
}

let phones = 0;

export const onlineBookingExamples: Record<string, Example> = {
  [`GET ${OnlineBookingPath.BRANCH}`]: { area: Area.READS, anonymous: true, make: async () => ({ params: { branchCode: 'DT' } }) },
  [`GET ${OnlineBookingPath.TIMES}`]: {
    area: Area.READS,
    anonymous: true,
    make: async (w) => ({ params: { branchCode: 'DT' }, query: { date: DATE, serviceIds: (await freeBooking(w)).serviceId } }),
  },
  [`POST ${OnlineBookingPath.CREATE}`]: {
    area: Area.BOOKING,
    anonymous: true,
    remoteAddress: '203.0.113.117',
    runs: 60,
    make: async (w) => {
      const { serviceId, time } = await freeBooking(w);
      phones += 1;
      return {
        params: { branchCode: 'DT' },
        body: {
          requestId: randomUUID(),
          serviceIds: [serviceId],
          technicianId: null,
          date: DATE,
          time,
          name: 'Probe Customer',
          phone: `437555${String(phones).padStart(4, '0')}`,
          email: null,
        },
      };
    },
  },
};
