/**
 * The business's own details (the /tenant screen): its name, as at first run, and how it is
 * reached. Shared by the form and the server.
 */
import { z } from '../schemas/zod';
import { SETUP_TEXT_MAX } from '../setup';
import { requiredText, text } from '../schemas/text';
import { CONTACT_MAX, contactEmail, contactPhone } from './contact';

export const BUSINESS_TEXT_MAX = { name: SETUP_TEXT_MAX.businessName, ...CONTACT_MAX } as const;

export const businessValuesSchema = z.object({
  name: requiredText(BUSINESS_TEXT_MAX.name),
  phone: contactPhone(),
  email: contactEmail(),
  address: text({ max: BUSINESS_TEXT_MAX.address }),
});
export type BusinessValues = z.input<typeof businessValuesSchema>;

/** POST update: the caller's own business, named by its id. */
export const businessUpdateBody = z.extend(businessValuesSchema, { id: z.uuid() });
export type BusinessUpdateBody = z.input<typeof businessUpdateBody>;
