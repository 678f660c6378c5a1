/**
 * Text as every schema of the app accepts it: no NUL or other control character (a multi-line
 * note keeps its tabs and line breaks), no lone surrogate (half of an emoji, which has no UTF-8
 * form and no database takes), and a bounded length. Codes, emails, phones and colours are
 * built on it, so a rule is written once and the form, the outbox and the server agree.
 *
 * The builders are marked free of side effects: a schema built at module level and never used
 * is left out of a bundle (the worker's), like the `z.` calls scripts/pure-schemas.ts marks.
 */
import { z } from './zod';
import { Problem, refusedAs } from './problems';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Text that can be stored and shown as typed: no C0 control (a multi-line text keeps tab and
 * line breaks), no DEL or C1 control, no half of a surrogate pair.
 */
export function isCleanText(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20) {
      if (!multiline || (c !== TAB && c !== LINE_FEED && c !== CARRIAGE_RETURN)) return false;
    } else if (c >= 0x7f && c <= 0x9f) {
      return false;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return false;
    }
  }
  return true;
}

export type TextOptions = {
  max: number;
  /** At least this many characters once trimmed; 1 makes the field required. */
  min?: number;
  /** Tabs and line breaks allowed (notes, descriptions). */
  multiline?: boolean;
  /** Keep surrounding spaces (passwords). */
  raw?: boolean;
};

/** A string: trimmed unless `raw`, clean, at most `max` characters (and at least `min`). */
/* @__NO_SIDE_EFFECTS__ */
export function text(options: TextOptions) {
  const multiline = options.multiline ?? false;
  const trimmed = options.raw ? [] : [z.trim()];
  const bounds = options.min ? [z.minLength(options.min), z.maxLength(options.max)] : [z.maxLength(options.max)];
  return z.string().check(...trimmed, ...bounds, z.refine((value: string) => isCleanText(value, multiline), refusedAs(Problem.TEXT_CHARACTERS)));
}

/** A required single-line text (a name): at least one character once trimmed. */
/* @__NO_SIDE_EFFECTS__ */
export function requiredText(max: number) {
  return text({ max, min: 1 });
}

/** A note: optional, multi-line, empty when left out. */
/* @__NO_SIDE_EFFECTS__ */
export function note(max: number) {
  return z._default(text({ max, multiline: true }), '');
}

/** A name, shown and stored in capitals (spec part 1 §5). */
/* @__NO_SIDE_EFFECTS__ */
export function upperName(options: { max: number; min?: number }) {
  return z.pipe(text(options), z.transform((s: string) => s.toUpperCase()));
}

/** A code typed or printed (bill, voucher, gift card): letters, digits and a few separators. */
/* @__NO_SIDE_EFFECTS__ */
export function codeText(options: { max: number; min?: number }) {
  return text(options).check(z.refine((s: string) => /^[\p{L}\p{N} _./#-]*$/u.test(s), refusedAs(Problem.CODE_FORMAT)));
}

/** A code made on a tablet, `{branchCode}-{deviceNo}-{n}`, or by the server's branch counter. */
/* @__NO_SIDE_EFFECTS__ */
export function deviceCode() {
  return codeText({ min: 3, max: 60 });
}

/** An email as typed: optional (null when left out), checked only for its shape. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalEmail(max = 320) {
  const email = text({ max }).check(z.refine((s: string) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), refusedAs(Problem.EMAIL_INVALID)));
  return z._default(z.nullable(email), null);
}

/**
 * A phone as typed, spaces taken out. Its digits are checked against the branch's phone setting
 * by the rules that know the branch (PHONE_INVALID, the spec's own answer).
 */
/* @__NO_SIDE_EFFECTS__ */
export function phoneText(max = 30) {
  return z.pipe(text({ max }), z.transform((s: string) => s.replace(/\s+/g, '')));
}

/** A colour as the colour picker writes it: #rgb or #rrggbb, or a plain colour name. */
/* @__NO_SIDE_EFFECTS__ */
export function colourText() {
  return text({ max: 30 }).check(z.refine((s: string) => /^(#[0-9a-f]{3}|#[0-9a-f]{6}|[a-z]{1,20})?$/i.test(s), refusedAs(Problem.INVALID)));
}
