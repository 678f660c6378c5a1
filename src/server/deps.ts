import type { Db } from './db/db';

/** What every route module needs: the database and the clock (fixed in tests). */
export type AppDeps = {
  db: Db;
  now: () => Date;
};
