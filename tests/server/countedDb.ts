import type { Db } from '../../src/server/db/db';

/** The Db with every statement it runs written down in `statements`, in its transactions too. */
export function countedDb(db: Db, statements: string[]): Db {
  const note = (sql: string) => void statements.push(sql);
  return {
    dialect: db.dialect,
    writes: db.writes,
    close: () => db.close(),
    query: async (sql, params) => (note(sql), db.query(sql, params)),
    one: async (sql, params) => (note(sql), db.one(sql, params)),
    maybeOne: async (sql, params) => (note(sql), db.maybeOne(sql, params)),
    exec: async (sql) => (note(sql), db.exec(sql)),
    transaction: (fn) => db.transaction((tx) => fn(countedDb(tx, statements))),
  };
}
