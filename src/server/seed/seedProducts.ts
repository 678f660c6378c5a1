import type { Db } from '../db/db';
import { createRand } from './prng';
import { insertRows } from './insertRows';

/** Retail shelf of the demo salons: what the counter sells beside services. */
export const DEMO_PRODUCTS: readonly { code: string; name: string; priceCents: number; description: string; active: boolean }[] = [
  { code: 'SHAMPOO-250', name: 'Repair shampoo 250 ml', priceCents: 2400, description: 'Sulphate-free shampoo for coloured hair.', active: true },
  { code: 'COND-250', name: 'Hydrating conditioner 250 ml', priceCents: 2600, description: 'Daily conditioner with argan oil.', active: true },
  { code: 'HAIR-OIL', name: 'Argan hair oil 50 ml', priceCents: 3200, description: 'Light finishing oil against frizz.', active: true },
  { code: 'CUTICLE-OIL', name: 'Cuticle oil pen', priceCents: 1200, description: 'Almond and vitamin E, for nails between visits.', active: true },
  { code: 'POLISH-RED', name: 'Nail polish, classic red', priceCents: 1500, description: 'Long-wear polish, 15 ml.', active: true },
  { code: 'HAND-CREAM', name: 'Shea hand cream 75 ml', priceCents: 1800, description: 'Rich cream for dry hands.', active: true },
  { code: 'FACE-SERUM', name: 'Hyaluronic face serum 30 ml', priceCents: 4800, description: 'Hydrating serum used in our facials.', active: true },
  { code: 'GIFT-BOX', name: 'Gift box', priceCents: 500, description: 'Wrapping for gift cards and products.', active: false },
];

/** The same shelf in each branch given (codes are unique per branch). */
export async function seedProducts(db: Db, branches: readonly { tenantId: string; branchId: string }[], now: Date): Promise<void> {
  await insertRows(
    db,
    'product',
    ['id', 'tenant_id', 'branch_id', 'code', 'name', 'price_cents', 'active', 'description', 'created_at', 'updated_at'],
    branches.flatMap((b) => {
      // Its own generator per branch, so products never shift the ids of the rest of the demo.
      const rand = createRand(`products:${b.branchId}`);
      return DEMO_PRODUCTS.map((p) => [rand.uuid(), b.tenantId, b.branchId, p.code, p.name, p.priceCents, p.active, p.description, now, now]);
    }),
  );
}
