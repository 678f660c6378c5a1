/**
 * The public online booking's input schemas (issue 17), shared by the server and the page's
 * form rules. Paths and answers are in `paths.ts`, which the page imports without zod.
 */
import { z } from '../schemas/zod';
import { calendarDate, clockTime } from '../schemas/dates';
import { codeText, optionalEmail, phoneText, upperName } from '../schemas/text';
import { MAX_ONLINE_SERVICES } from './paths';

export const branchCodeParams = z.object({ branchCode: codeText({ min: 1, max: 60 }) });

const serviceIds = z.array(z.uuid()).check(z.minLength(1), z.maxLength(MAX_ONLINE_SERVICES), z.refine((ids) => new Set(ids).size === ids.length, 'A service is chosen twice'));

/** The query sends the services as one comma-separated value. */
export const freeTimesQuery = z.object({
  date: calendarDate(),
  serviceIds: z.pipe(z.pipe(z
    .string().check(z.maxLength(40 * MAX_ONLINE_SERVICES)), z.transform((s) => s.split(',').filter((id) => id !== ''))), serviceIds),
  /** Empty or left out: anyone. */
  technicianId: z._default(z.union([z.uuid(), z.literal('')]), ''),
});
export type FreeTimesQuery = z.infer<typeof freeTimesQuery>;

export const onlineBookingBody = z.object({
  /** Made by the page once per booking: a submit sent again after a lost answer finds the booking it made. */
  requestId: z.uuid(),
  serviceIds,
  technicianId: z._default(z.nullable(z.uuid()), null),
  date: calendarDate(),
  time: clockTime(),
  name: upperName({ min: 1, max: 200 }),
  phone: phoneText(30),
  email: optionalEmail(320),
});
export type OnlineBookingBody = z.infer<typeof onlineBookingBody>;
