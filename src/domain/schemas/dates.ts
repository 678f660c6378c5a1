/**
 * Dates and times as every schema accepts them: real calendar dates between 1900 and 2100
 * (no 2026-02-30, no year 0 or 10000), real times of day (00:00 to 23:59), and ISO instants
 * in the same years. Anything else is refused before a date function or the database sees it.
 */
import { z } from './zod';
import { isHourMinute, isIsoDate, isValidTimeZone } from '../time';
import { Problem, refusedAs } from './problems';

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

function yearInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** "YYYY-MM-DD", a day that exists, 1900 to 2100. */
export function isCalendarDate(value: string): boolean {
  return isIsoDate(value) && yearInRange(value);
}

/** "YYYY-MM-DD HH:mm" on a wall clock: a real date and a real time of day. */
export function isWallDateTime(value: string): boolean {
  const [date = '', time = '', ...rest] = value.split(' ');
  return rest.length === 0 && isCalendarDate(date) && isHourMinute(time);
}

const INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO instant with its offset, on a real date and time, 1900 to 2100. */
export function isIsoInstant(value: string): boolean {
  const m = INSTANT.exec(value);
  if (!m) return false;
  const date = value.slice(0, 10);
  const time = value.slice(11, 16);
  return isCalendarDate(date) && isHourMinute(time) && !Number.isNaN(Date.parse(value));
}

/** A calendar date, "YYYY-MM-DD". */
/* @__NO_SIDE_EFFECTS__ */
export function calendarDate() {
  return z.string().check(z.refine(isCalendarDate, refusedAs(Problem.DATE_INVALID)));
}

/** A branch wall-clock date and time, "YYYY-MM-DD HH:mm": how the spec sends times. */
/* @__NO_SIDE_EFFECTS__ */
export function wallDateTime() {
  return z.string().check(z.refine(isWallDateTime, refusedAs(Problem.DATE_INVALID)));
}

/** A time of day, "HH:mm", 00:00 to 23:59. */
/* @__NO_SIDE_EFFECTS__ */
export function clockTime() {
  return z.string().check(z.refine(isHourMinute, refusedAs(Problem.TIME_INVALID)));
}

/** An ISO instant with its offset (when a change was made on a tablet). */
/* @__NO_SIDE_EFFECTS__ */
export function isoInstant() {
  return z.string().check(z.refine(isIsoInstant, refusedAs(Problem.DATE_INVALID)));
}

/** An IANA time zone Intl knows ("Asia/Ho_Chi_Minh"), kept as it was chosen. */
/* @__NO_SIDE_EFFECTS__ */
export function timeZoneName() {
  return z.string().check(z.maxLength(64), z.refine(isValidTimeZone, refusedAs(Problem.INVALID)));
}
