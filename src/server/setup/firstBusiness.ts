import type { Db } from '../db/db';

/** Whether this database holds a business: the demo's, or one a salon created at first run. */
export async function businessExists(db: Db): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM tenant LIMIT 1`)) !== null;
}

/**
 * Held to the end of the transaction by whoever makes the first business (the demo seed of a
 * starting process, a salon's setup request): two of them never both see an empty database,
 * whether they race in one process or in several on one PostgreSQL.
 */
export async function lockFirstBusiness(tx: Db): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('first_business'))`);
}
