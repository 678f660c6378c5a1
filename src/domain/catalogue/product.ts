/**
 * Products sold at the counter (spec part 2 §3, §5): code required, uppercase and fixed after
 * creation; name and price required. Shared by the form and the server.
 */
import { z } from '../schemas/zod';
import type { Cents } from '../money';
import { problemsOf } from '../schemas/problems';
import { ruleCheck } from '../schemas/rules';
import { optionalTextProblem, requiredCentsProblem, requiredTextProblem, type FieldProblem, type FieldProblems } from './form-rules';

export const PRODUCT_CODE_MAX = 30;
export const PRODUCT_TEXT_MAX = { name: 120, description: 2000 } as const;
const PRODUCT_CODE = /^[A-Z0-9_-]+$/;

/** What is stored and compared: trimmed and uppercased. */
export function normaliseProductCode(code: string): string {
  return code.trim().toUpperCase();
}

export type ProductValues = {
  code: string;
  name: string;
  price: Cents | null;
  active: boolean;
  description: string;
};
export type ProductField = keyof ProductValues;

export const EMPTY_PRODUCT_VALUES: ProductValues = { code: '', name: '', price: null, active: true, description: '' };

function codeProblem(raw: string): FieldProblem | undefined {
  const code = normaliseProductCode(raw);
  if (code === '') return { code: 'REQUIRED' };
  if (code.length > PRODUCT_CODE_MAX) return { code: 'TOO_LONG', max: PRODUCT_CODE_MAX };
  return PRODUCT_CODE.test(code) ? undefined : { code: 'CODE_FORMAT' };
}

/** The product form's rules, as one schema: the form validates with it and the server parses with it. */
export const productValuesSchema = z.object({
  code: z.string().check(ruleCheck(codeProblem)),
  name: z.string().check(ruleCheck((name: string) => requiredTextProblem(name, PRODUCT_TEXT_MAX.name))),
  price: z.nullable(z.number()).check(ruleCheck((price: Cents | null) => requiredCentsProblem(price))),
  active: z.boolean(),
  description: z.string().check(ruleCheck((text: string) => optionalTextProblem(text, PRODUCT_TEXT_MAX.description))),
});

export function productProblems(values: ProductValues): FieldProblems<ProductField> {
  return problemsOf(productValuesSchema, values);
}

/** A product already put in a cart stays (its sales keep their line). */
export function canDeleteProduct(links: { cartItems: number }): boolean {
  return links.cartItems === 0;
}

/** The spec's default quantity in a cart, and its rule: a whole number, at least 1. */
export const DEFAULT_PRODUCT_QUANTITY = 1;
export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1;
}
