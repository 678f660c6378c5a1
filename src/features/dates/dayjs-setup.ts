/**
 * dayjs with the plugins for branch time zones (utc + timezone) and parsing by format, for the
 * screens that use them (none of the first screen's). Import dayjs from here there; the
 * language's date words load with the language (dayjs-locale.ts).
 */
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { dayjs } from './dayjs-locale';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export { dayjs };
