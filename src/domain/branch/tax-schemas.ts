/**
 * The branch taxes' zod schemas (the form's Taxes tab and the server), apart from tax.ts's
 * kinds and rules so the bill's tax lines do not load zod.
 */
import { z } from '../schemas/zod';
import { decimalNumber } from '../schemas/numbers';
import { Problem, refusedAs } from '../schemas/problems';
import { text } from '../schemas/text';
import { duplicateKinds, TAX_APPLIES_TO, TAX_KINDS, TAX_RATE_DECIMALS, TAX_RATE_MAX, TAX_TEXT_MAX, TAXES_MAX, TaxKind } from './tax';

const rate = decimalNumber(0, TAX_RATE_MAX, TAX_RATE_DECIMALS).check(z.refine((n) => n > 0, refusedAs(Problem.MUST_BE_POSITIVE)));

export const branchTaxSchema = z
  .object({
    kind: z.enum(TAX_KINDS),
    name: z._default(text({ max: TAX_TEXT_MAX.name }), ''),
    rate,
    registrationNumber: z._default(text({ max: TAX_TEXT_MAX.registrationNumber }), ''),
    appliesTo: z.enum(TAX_APPLIES_TO),
  })
  .check(
    z.superRefine((tax, ctx) => {
      // Without a name an OTHER tax would print as nothing on the bill.
      if (tax.kind === TaxKind.OTHER && tax.name.trim() === '') ctx.addIssue({ code: 'custom', path: ['name'], ...refusedAs(Problem.REQUIRED) });
    }),
  );

export const branchTaxListSchema = z
  .array(branchTaxSchema).check(z.minLength(1, refusedAs(Problem.REQUIRED)), z.maxLength(TAXES_MAX))
  .check(
    z.superRefine((taxes, ctx) => {
      for (const i of duplicateKinds(taxes)) ctx.addIssue({ code: 'custom', path: [i, 'kind'], ...refusedAs(Problem.INVALID) });
    }),
  );

/** The body of the branch form's Taxes tab. */
export const branchTaxesBody = z.object({ branchId: z.uuid(), taxes: branchTaxListSchema });

export type BranchTaxesBody = z.output<typeof branchTaxesBody>;
