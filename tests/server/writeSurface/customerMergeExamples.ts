import { CustomerMergePath } from '../../../src/domain/customer/merge-contract';
import { freshCustomer } from '../billingFixtures';
import { Area, type Example, type Parts } from './probe';
import type { World } from './world';

/** Two new customers of Downtown, the second a duplicate of the first. */
async function duplicates(w: World): Promise<{ keepId: string; mergeId: string }> {
  const keep = await freshCustomer(w.env.db, w.downtown, 5000 + w.next());
  const merge = await freshCustomer(w.env.db, w.downtown, 5000 + w.next());
  return { keepId: keep.id, mergeId: merge.id };
}

function idsOf(sent: Parts): { keepId: string; mergeId: string } {
  const b = sent.body;
  const field = (key: string): string => (b !== null && typeof b === 'object' && !Array.isArray(b) ? String(b[key] ?? '') : '');
  return { keepId: field('keepId'), mergeId: field('mergeId') };
}

export const customerMergeExamples: Record<string, Example> = {
  [`GET ${CustomerMergePath.PREVIEW}`]: { area: Area.PEOPLE, make: async (w) => ({ query: await duplicates(w) }) },
  [`POST ${CustomerMergePath.MERGE}`]: {
    area: Area.PEOPLE,
    make: async (w) => ({ body: await duplicates(w) }),
    // Merged: the other customer is gone and its id names the kept one.
    readBack: async (w, sent) => {
      const { keepId, mergeId } = idsOf(sent);
      const alias = await w.env.db.maybeOne<{ kept_id: string }>(`SELECT kept_id FROM customer_merge WHERE merged_id = $1`, [mergeId]);
      const gone = await w.env.db.maybeOne(`SELECT id FROM customer WHERE id = $1`, [mergeId]);
      return { sent: [keepId, null], read: [alias?.kept_id ?? null, gone] };
    },
  },
};
