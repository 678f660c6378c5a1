/**
 * An action log entry's editInfo as lines staff can read. The server writes whatever the
 * action needs (a status change, segment moves, a bill amendment), so this reads it by key
 * names rather than by a fixed shape: `oldX`/`newX` pairs and `{ old, new }` objects become
 * changes, known keys become labelled values, nested lists (segments, guests) are read item
 * by item, and anything else is kept as "key: value" rather than dropped. A back-office change
 * (`logChange`: `{ old: {…}, new: {…} }` of the changed fields) reads field by field: a field on
 * both sides as a change, on one side only as the value created or deleted.
 *
 * Pure and free of translation: the lines name a field and carry typed values; the history
 * panel turns them into words.
 */
import { BookingStatus } from '../../../domain/api';
import type { Cents } from '../../../domain/money';
import { displayDateTime } from './display-format';

export const HistoryField = {
  STATUS: 'status',
  TECHNICIAN: 'technician',
  START_TIME: 'startTime',
  END_TIME: 'endTime',
  DURATION: 'duration',
  PRICE: 'price',
  NAME: 'name',
  CUSTOMER: 'customer',
  GUEST: 'guest',
  GUESTS: 'guests',
  SERVICE: 'service',
  NOTE: 'note',
  BILL: 'bill',
  DISCOUNT: 'discount',
  TAX: 'tax',
  TOTAL: 'total',
  ACTIVE: 'active',
  CODE: 'code',
  PHONE: 'phone',
  EMAIL: 'email',
  COLOR: 'color',
  PASSWORD: 'password',
} as const;
export type HistoryField = (typeof HistoryField)[keyof typeof HistoryField];

export type HistoryValue =
  | { type: 'text'; text: string }
  | { type: 'status'; status: BookingStatus }
  | { type: 'minutes'; minutes: number }
  | { type: 'money'; cents: Cents }
  | { type: 'flag'; on: boolean }
  /** Nothing before (a new value) or after (a removed one). */
  | { type: 'none' }
  /** Changed, the value itself never logged (a password). */
  | { type: 'changed' };

export type HistoryLine =
  | { kind: 'change'; field: HistoryField; from: HistoryValue; to: HistoryValue; scope: string | null }
  | { kind: 'value'; field: HistoryField; value: HistoryValue; scope: string | null }
  | { kind: 'other'; key: string; value: string; scope: string | null };

/** Lower-cased key (old/new prefix removed) → field. */
const FIELD_BY_KEY: Readonly<Record<string, HistoryField>> = {
  status: HistoryField.STATUS,
  technician: HistoryField.TECHNICIAN,
  technicianname: HistoryField.TECHNICIAN,
  starttime: HistoryField.START_TIME,
  start: HistoryField.START_TIME,
  time: HistoryField.START_TIME,
  endtime: HistoryField.END_TIME,
  end: HistoryField.END_TIME,
  duration: HistoryField.DURATION,
  price: HistoryField.PRICE,
  serviceprice: HistoryField.PRICE,
  name: HistoryField.NAME,
  customer: HistoryField.CUSTOMER,
  customername: HistoryField.CUSTOMER,
  guest: HistoryField.GUEST,
  guestname: HistoryField.GUEST,
  guests: HistoryField.GUESTS,
  service: HistoryField.SERVICE,
  servicename: HistoryField.SERVICE,
  note: HistoryField.NOTE,
  bill: HistoryField.BILL,
  billcode: HistoryField.BILL,
  discount: HistoryField.DISCOUNT,
  tax: HistoryField.TAX,
  total: HistoryField.TOTAL,
  totalamount: HistoryField.TOTAL,
  active: HistoryField.ACTIVE,
  code: HistoryField.CODE,
  phone: HistoryField.PHONE,
  email: HistoryField.EMAIL,
  color: HistoryField.COLOR,
  password: HistoryField.PASSWORD,
};

const MONEY_FIELDS: ReadonlySet<HistoryField> = new Set([HistoryField.PRICE, HistoryField.DISCOUNT, HistoryField.TAX, HistoryField.TOTAL]);
const TIME_FIELDS: ReadonlySet<HistoryField> = new Set([HistoryField.START_TIME, HistoryField.END_TIME]);
const STATUSES: ReadonlySet<string> = new Set(Object.values(BookingStatus));
/** Keys that name what a nested item is about, in order of preference. */
const SCOPE_KEYS = ['serviceName', 'guestName', 'name'] as const;
/** Keys that only identify a guest: a list of such items is just a list of names. */
const GUEST_IDENTITY_KEYS: ReadonlySet<string> = new Set(['id', 'guestId', 'name', 'guestName']);

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && STATUSES.has(value);
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function fieldOf(key: string): HistoryField | null {
  return FIELD_BY_KEY[key.toLowerCase()] ?? null;
}

/** Splits "oldStatus" into ["old", "status"]; plain keys have no side. */
function splitSide(key: string): { side: 'old' | 'new' | null; base: string } {
  const m = /^(old|new)([A-Z].*)$/.exec(key);
  if (!m || !m[2]) return { side: null, base: key };
  const base = m[2].charAt(0).toLowerCase() + m[2].slice(1);
  return { side: m[1] === 'old' ? 'old' : 'new', base };
}

/** Plain text for a value the panel has no special reading for. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(plainText).filter((s) => s !== '').join(', ');
  return JSON.stringify(value);
}

function valueFor(field: HistoryField, raw: unknown): HistoryValue {
  if (isEmpty(raw)) return { type: 'none' };
  if (field === HistoryField.STATUS && isStatus(raw)) return { type: 'status', status: raw };
  if (field === HistoryField.DURATION && typeof raw === 'number' && Number.isFinite(raw)) return { type: 'minutes', minutes: raw };
  if (MONEY_FIELDS.has(field) && typeof raw === 'number' && Number.isFinite(raw)) return { type: 'money', cents: raw };
  if (field === HistoryField.ACTIVE && typeof raw === 'boolean') return { type: 'flag', on: raw };
  if (TIME_FIELDS.has(field) && typeof raw === 'string') return { type: 'text', text: displayDateTime(raw) };
  if (field === HistoryField.GUESTS && Array.isArray(raw)) return { type: 'text', text: raw.map(guestName).filter((s) => s !== '').join(', ') };
  return { type: 'text', text: plainText(raw) };
}

function guestName(item: unknown): string {
  if (isRecord(item)) return plainText(item.name ?? item.guestName ?? '');
  return plainText(item);
}

function scopeOf(item: Json, parent: string | null): string | null {
  for (const key of SCOPE_KEYS) {
    const v = item[key];
    if (typeof v === 'string' && v.trim() !== '') return parent ? `${parent} · ${v}` : v;
  }
  return parent;
}

function isOldNewPair(value: Json): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => k === 'old' || k === 'new' || k === 'from' || k === 'to');
}

/** An `xId` says nothing to staff when the same object also names the thing. */
function isRedundantId(base: string, bases: ReadonlySet<string>): boolean {
  if (base === 'id') return true;
  const m = /^(.*)Ids?$/.exec(base);
  if (!m || !m[1]) return false;
  return [`${m[1]}Name`, `${m[1]}Names`, m[1], `${m[1]}s`].some((k) => bases.has(k));
}

/** The fields of a logged back-office change: old and new values of each changed field. */
function changedFieldLines(before: Json, after: Json, scope: string | null): HistoryLine[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const bases = new Set(keys);
  const lines: HistoryLine[] = [];
  for (const key of keys) {
    // An id (a group's, a parent's) says nothing to staff; the record's own lines name it.
    if (isRedundantId(key, bases) || /Ids?$/.test(key)) continue;
    const field = fieldOf(key);
    const inBefore = Object.hasOwn(before, key);
    const inAfter = Object.hasOwn(after, key);
    if (inBefore && inAfter) {
      if (field) lines.push({ kind: 'change', field, from: valueFor(field, before[key]), to: valueFor(field, after[key]), scope });
      else lines.push({ kind: 'other', key, value: `${plainText(before[key])} → ${plainText(after[key])}`, scope });
      continue;
    }
    const raw = inAfter ? after[key] : before[key];
    if (isEmpty(raw)) continue;
    if (field) lines.push({ kind: 'value', field, value: valueFor(field, raw), scope });
    else lines.push({ kind: 'other', key, value: plainText(raw), scope });
  }
  return lines;
}

function linesOf(info: Json, scope: string | null, codeField: HistoryField): HistoryLine[] {
  const lines: HistoryLine[] = [];
  const oldNew = isRecord(info.old) && isRecord(info.new) ? { before: info.old, after: info.new } : null;
  const bases = new Set(Object.keys(info).map((k) => splitSide(k).base));
  const pairedDone = new Set<string>();

  for (const [key, raw] of Object.entries(info)) {
    if (oldNew && (key === 'old' || key === 'new')) {
      if (!pairedDone.has(key)) lines.push(...changedFieldLines(oldNew.before, oldNew.after, scope));
      pairedDone.add('old').add('new');
      continue;
    }
    const { side, base } = splitSide(key);
    if (isRedundantId(base, bases)) continue;
    // Item names already head the item's lines.
    if (scope !== null && side === null && SCOPE_KEYS.some((k) => k === key) && typeof raw === 'string' && scope.endsWith(raw)) continue;

    if (side !== null) {
      if (pairedDone.has(base)) continue;
      pairedDone.add(base);
      const before = info[`old${key.slice(3)}`];
      const after = info[`new${key.slice(3)}`];
      const field = base.toLowerCase() === 'code' ? codeField : fieldOf(base);
      if (field) lines.push({ kind: 'change', field, from: valueFor(field, before), to: valueFor(field, after), scope });
      else lines.push({ kind: 'other', key: base, value: `${plainText(before)} → ${plainText(after)}`, scope });
      continue;
    }

    const field = key.toLowerCase() === 'code' ? codeField : fieldOf(key);
    // `field: 'password'`: which field changed, its values kept out of the log.
    const named = key === 'field' && typeof raw === 'string' ? fieldOf(raw) : null;
    if (named) {
      lines.push({ kind: 'value', field: named, value: { type: 'changed' }, scope });
      continue;
    }
    if (isRecord(raw) && isOldNewPair(raw)) {
      const before = raw.old ?? raw.from;
      const after = raw.new ?? raw.to;
      if (field) lines.push({ kind: 'change', field, from: valueFor(field, before), to: valueFor(field, after), scope });
      else lines.push({ kind: 'other', key, value: `${plainText(before)} → ${plainText(after)}`, scope });
      continue;
    }
    if (isRecord(raw)) {
      lines.push(...linesOf(raw, scopeOf(raw, scope), field === HistoryField.BILL ? HistoryField.BILL : HistoryField.CODE));
      continue;
    }
    if (Array.isArray(raw) && raw.some(isRecord)) {
      const onlyNames = raw.every((item) => isRecord(item) && Object.keys(item).every((k) => GUEST_IDENTITY_KEYS.has(k)));
      if (onlyNames && field) {
        lines.push({ kind: 'value', field, value: valueFor(HistoryField.GUESTS, raw), scope });
        continue;
      }
      for (const item of raw) {
        if (isRecord(item)) lines.push(...linesOf(item, scopeOf(item, scope), HistoryField.CODE));
        else if (!isEmpty(item)) lines.push({ kind: 'other', key, value: plainText(item), scope });
      }
      continue;
    }
    if (field) {
      if (isEmpty(raw)) continue;
      lines.push({ kind: 'value', field, value: valueFor(field, raw), scope });
    } else {
      lines.push({ kind: 'other', key, value: plainText(raw), scope });
    }
  }
  return lines;
}

/** Every readable line of one history entry's editInfo, in the order the server wrote them. */
export function historyLines(editInfo: Record<string, unknown>): HistoryLine[] {
  return linesOf(editInfo, null, HistoryField.CODE);
}
