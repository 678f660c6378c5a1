/**
 * The bill template (issue 17, /system/bill-template): what a branch's printed 80 mm bill says
 * around the figures. The branch's name, address, phone and tax registration numbers are
 * always printed; the template adds header lines under them, a footer message, and hides the
 * customer's name, the technicians' names or the booking code when the branch would rather not.
 * It lives in the branch's config keys, so it reaches each tablet with the payment options and a
 * bill printed during an outage uses it.
 */
import { z } from '../schemas/zod';
import type { ConfigValues } from '../branchConfig';
import type { FieldProblem } from '../schemas/problems';
import { text } from '../schemas/text';

/** A line of a roll 72 mm wide in 12 px monospace holds about 42 characters; a few lines each. */
export const BILL_TEXT_MAX = 300;
export const BILL_TEXT_LINES_MAX = 6;

export const BillTemplateKey = {
  HEADER: 'BILL_HEADER',
  FOOTER: 'BILL_FOOTER',
  SHOW_CUSTOMER: 'BILL_SHOW_CUSTOMER',
  SHOW_TECHNICIAN: 'BILL_SHOW_TECHNICIAN',
  SHOW_BOOKING_CODE: 'BILL_SHOW_BOOKING_CODE',
} as const;

export type BillTemplate = {
  /** Lines under the branch's name, address and phone ("Open 7 days · 9 to 7"). */
  header: string;
  /** Printed last, in place of the plain "Thank you!" when set. */
  footer: string;
  showCustomer: boolean;
  showTechnician: boolean;
  showBookingCode: boolean;
};

/** What a branch that never saved one prints: everything, as before templates. */
export const DEFAULT_BILL_TEMPLATE: BillTemplate = { header: '', footer: '', showCustomer: true, showTechnician: true, showBookingCode: true };

const shown = (value: string | undefined): boolean => value !== 'false';

export function billTemplateOfConfig(values: ConfigValues): BillTemplate {
  return {
    header: values[BillTemplateKey.HEADER] ?? '',
    footer: values[BillTemplateKey.FOOTER] ?? '',
    showCustomer: shown(values[BillTemplateKey.SHOW_CUSTOMER]),
    showTechnician: shown(values[BillTemplateKey.SHOW_TECHNICIAN]),
    showBookingCode: shown(values[BillTemplateKey.SHOW_BOOKING_CODE]),
  };
}

export function billTemplateEntries(t: BillTemplate): Record<string, string> {
  return {
    [BillTemplateKey.HEADER]: t.header.trim(),
    [BillTemplateKey.FOOTER]: t.footer.trim(),
    [BillTemplateKey.SHOW_CUSTOMER]: String(t.showCustomer),
    [BillTemplateKey.SHOW_TECHNICIAN]: String(t.showTechnician),
    [BillTemplateKey.SHOW_BOOKING_CODE]: String(t.showBookingCode),
  };
}

/** A bill text's printed lines, blank ones dropped. */
export function billTextLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

function billTextProblem(text: string): FieldProblem | undefined {
  if (text.length > BILL_TEXT_MAX) return { code: 'TOO_LONG', max: BILL_TEXT_MAX };
  return billTextLines(text).length > BILL_TEXT_LINES_MAX ? { code: 'TOO_MANY', max: BILL_TEXT_LINES_MAX } : undefined;
}

export const billTemplateSchema = z
  .object({ header: z.string(), footer: z.string(), showCustomer: z.boolean(), showTechnician: z.boolean(), showBookingCode: z.boolean() })
  .check(
    z.superRefine((values, ctx) => {
      for (const field of ['header', 'footer'] as const) {
        const problem = billTextProblem(values[field]);
        if (problem) ctx.addIssue({ code: 'custom', path: [field], message: 'This value is not valid', params: { problem } });
      }
    }),
  );

export const BillTemplatePath = {
  /** GET ?branchId */
  GET: '/api/bill-template',
  /** POST: the branch's template, whole. */
  UPDATE: '/api/bill-template/update',
} as const;

export const billTemplateQuery = z.object({ branchId: z.uuid() });
export const billTemplateBody = z.object({
  branchId: z.uuid(),
  header: text({ max: 2000, multiline: true, raw: true }),
  footer: text({ max: 2000, multiline: true, raw: true }),
  showCustomer: z.boolean(),
  showTechnician: z.boolean(),
  showBookingCode: z.boolean(),
});

/** With the branch's own lines, which the screen's sample bill prints above the template's. */
export type BillTemplateResult = BillTemplate & { branchId: string; branch: { name: string; address: string | null; phone: string | null } };
