import type { Db, SqlValue } from '../db/db';

/** Multi-row INSERTs in chunks that stay well under PostgreSQL's 65535 parameters. */
export async function insertRows(db: Db, table: string, columns: readonly string[], rows: readonly (readonly SqlValue[])[]): Promise<void> {
  const perChunk = Math.max(1, Math.floor(30_000 / columns.length));
  for (let offset = 0; offset < rows.length; offset += perChunk) {
    const chunk = rows.slice(offset, offset + perChunk);
    const params: SqlValue[] = [];
    const tuples = chunk.map((row) => {
      if (row.length !== columns.length) throw new Error(`${table}: row has ${row.length} values for ${columns.length} columns`);
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}
