/**
 * Products sold at the counter (spec part 2 §3, §5): code required, uppercase and fixed after
 * creation; name and price required. Shared by the form and the server.
 */
import type { Cents } from '../money';
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

export function productProblems(values: ProductValues): FieldProblems<ProductField> {
  const problems: FieldProblems<ProductField> = {
    code: codeProblem(values.code),
    name: requiredTextProblem(values.name, PRODUCT_TEXT_MAX.name),
    price: requiredCentsProblem(values.price),
    description: optionalTextProblem(values.description, PRODUCT_TEXT_MAX.description),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p !== undefined));
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
